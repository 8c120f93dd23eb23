package io.birj.fuzz;

import com.code_intelligence.jazzer.junit.DictionaryFile;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.birj.analysis.diff.SemanticDiff;
import io.birj.api.error.BirException;
import io.birj.api.error.Diagnostic;
import io.birj.api.format.DocumentFormat;
import io.birj.api.format.DocumentFormats;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import io.birj.loader.ValidationResult;
import io.birj.writer.WriteOptions;
import java.io.ByteArrayInputStream;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;

/**
 * The whole-document loader against any bytes read as CBOR (bir-cbor/README.md), the twin of {@link
 * LoaderFuzzTest}:
 *
 * <ul>
 *   <li>reading gives a model or a clean BirException with a byte offset, nothing else, and {@code
 *       validate} agrees with it;
 *   <li>what reads writes back as CBOR (or is refused cleanly); that reads back to an equal model
 *       (SemanticDiff) and writes again to the same bytes;
 *   <li>its JSON twin reads back to the same model, and writes back to the same CBOR bytes: every
 *       CBOR document that reads has a JSON form.
 * </ul>
 *
 * Bytes no format recognises (the first byte is no CBOR map head) are the sniffer's refusal,
 * checked by the loader target; they are skipped here, so every input reaches the CBOR parser.
 */
class CborReaderFuzzTest {
  static final DocumentFormats FORMATS = DocumentFormats.load();
  static final DocumentFormat CBOR = FORMATS.byName("cbor");
  static final BirReader READER =
      BirReader.builder()
          .codecs(LoaderFuzzTest.CODECS)
          .catalog(OpcodeCatalog.load())
          .formats(FORMATS)
          .build();
  static final WriteOptions AS_CBOR = LoaderFuzzTest.V2.withFormat(CBOR);

  @FuzzTest(maxDuration = "5m")
  @DictionaryFile(resourcePath = "bir-cbor.dict")
  void cborDocumentReadsOrIsRefusedAndRoundTrips(byte[] data) {
    if (data.length == 0 || !CBOR.recognizes(data, data.length)) {
      return;
    }
    check(data);
  }

  static void check(byte[] data) {
    BirException refusal = null;
    Module m = null;
    try {
      m = READER.read(new ByteArrayInputStream(data), "fuzz.cbor");
    } catch (BirException e) {
      Oracle.requireCleanRefusal(e);
      Oracle.requirePosition(e);
      refusal = e;
    }
    agreesWithValidate(data, refusal);
    if (m == null) {
      return;
    }
    byte[] once;
    try {
      once = LoaderFuzzTest.WRITER.toBytes(m, AS_CBOR);
    } catch (BirException e) {
      Oracle.requireCleanRefusal(e);
      return;
    }
    Module again = readBack(once, "what was written");
    byte[] twice = LoaderFuzzTest.WRITER.toBytes(again, AS_CBOR);
    if (!Arrays.equals(once, twice)) {
      throw Oracle.finding("CBOR writing is not idempotent:\n" + hex(once) + "\n" + hex(twice));
    }
    same(m, again, "the written document reads back different");
    jsonTwinIsTheSameDocument(m, once);
  }

  /** The JSON form of the model reads back to it and writes back to the same CBOR. */
  private static void jsonTwinIsTheSameDocument(Module m, byte[] cbor) {
    byte[] json;
    try {
      json = LoaderFuzzTest.WRITER.toBytes(m, LoaderFuzzTest.V2);
    } catch (BirException e) {
      throw Oracle.finding("a document read from CBOR has no JSON form", e);
    }
    Module fromJson = readBack(json, "the JSON twin");
    same(m, fromJson, "the JSON twin reads back different");
    byte[] back = LoaderFuzzTest.WRITER.toBytes(fromJson, AS_CBOR);
    if (!Arrays.equals(cbor, back)) {
      throw Oracle.finding(
          "the JSON twin writes other CBOR:\n" + hex(cbor) + "\n" + hex(back) + "\n" + text(json));
    }
  }

  private static Module readBack(byte[] doc, String what) {
    try {
      return READER.read(new ByteArrayInputStream(doc), what);
    } catch (BirException e) {
      throw Oracle.finding(what + " does not read back: " + hex(doc), e);
    }
  }

  private static void same(Module a, Module b, String what) {
    List<SemanticDiff.Difference> d = LoaderFuzzTest.DIFF.diff(a, b);
    if (!d.isEmpty()) {
      throw Oracle.finding(what + ": " + d);
    }
  }

  private static void agreesWithValidate(byte[] data, BirException refusal) {
    ValidationResult r;
    try {
      r = READER.validate(new ByteArrayInputStream(data), "fuzz.cbor", LoaderFuzzTest.MAX_ERRORS);
    } catch (BirException e) {
      throw Oracle.finding("validate threw instead of reporting", e);
    }
    List<Diagnostic> errors = r.errors();
    for (Diagnostic d : errors) {
      Oracle.requirePosition(d);
      if (Oracle.isDefectNet(d.message())) {
        throw Oracle.finding("a defect caught by the reader's last-resort net: " + d);
      }
    }
    if (refusal == null) {
      if (!errors.isEmpty()) {
        throw Oracle.finding("read accepts what validate rejects: " + errors.get(0));
      }
      return;
    }
    if (errors.isEmpty()) {
      throw Oracle.finding("validate accepts what read rejects: " + refusal.getMessage(), refusal);
    }
    Diagnostic first = errors.get(0);
    if (!first.message().equals(refusal.reason()) || !first.pointer().equals(refusal.pointer())) {
      throw Oracle.finding(
          "validate's first error " + first + " is not read's " + refusal.getMessage(), refusal);
    }
  }

  private static String hex(byte[] b) {
    return HexFormat.ofDelimiter(" ").formatHex(b, 0, Math.min(b.length, 4096));
  }

  private static String text(byte[] b) {
    return new String(b, java.nio.charset.StandardCharsets.UTF_8);
  }
}
