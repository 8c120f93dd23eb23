package io.birj.api.instruction;

import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.ExprReadContext;
import io.birj.api.error.CodedMessage;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonValues;
import java.io.IOException;

/**
 * What a field reader needs: the expression reader of the document (keys of type QuasiAffineExpr
 * are read through {@link #readExpr}, never by looking at the version), the codecs and their vendor
 * kinds, the name resolvers a codec asks, and a place for warnings (e.g. an enum spelling the
 * catalog does not know, kept as read). It does not hand out the module: the version is the read
 * dispatch's business ({@code io.birj.api.dispatch.ExprDispatch}).
 */
public interface FieldReadContext extends ExprReadContext {
  /** Records a warning, with its code, about the value at the parser's current token. */
  void warn(JsonParser p, CodedMessage message);

  /**
   * Reads the expression at {@code p} through the document's version dispatch ({@code
   * ExprDispatch.read}). A reader that learns the document's version only when an expression needs
   * it (the loader looks ahead for a {@code version} written after the functions) makes it known
   * here.
   */
  QuasiAffineExpr readExpr(JsonParser p) throws IOException;

  /** The installed codecs (the shape test of a key that holds an expression or an object). */
  CodecRegistry codecs();

  /** The vendor kinds: by default those installed with the codecs. */
  @Override
  default ExprKindRegistry kinds() {
    return codecs().kinds();
  }

  /**
   * Reads the value of a key whose type the spec does not give ({@code Unknown}): kept as read. The
   * loader's implementation also decodes the expressions it finds in it by their shape, so that a
   * conversion converts them (docs/wire/conversion.md).
   */
  default JsonValue readUnknown(JsonParser p) throws IOException {
    return JsonValues.read(p);
  }
}
