package io.birj.format.cbor;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.io.IOContext;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.dataformat.cbor.CBORFactoryBuilder;
import com.fasterxml.jackson.dataformat.cbor.CBORGenerator;
import java.io.IOException;
import java.io.OutputStream;

/** jackson's CBOR factory whose generators are {@link NlohmannCborGenerator}s. */
final class NlohmannCborFactory extends CBORFactory {
  private static final long serialVersionUID = 1L;

  NlohmannCborFactory(CBORFactoryBuilder b) {
    super(b);
  }

  @Override
  public CBORGenerator createGenerator(OutputStream out) throws IOException {
    ByteChunks buffer = new ByteChunks();
    IOContext ctxt = _createContext(_createContentReference(out), false);
    return new NlohmannCborGenerator(
        ctxt, _generatorFeatures, _formatGeneratorFeatures, _objectCodec, buffer, out);
  }

  @Override
  public CBORGenerator createGenerator(OutputStream out, JsonEncoding enc) throws IOException {
    return createGenerator(out);
  }
}
