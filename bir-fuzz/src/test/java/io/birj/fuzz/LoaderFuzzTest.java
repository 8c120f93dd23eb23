package io.birj.fuzz;

import com.code_intelligence.jazzer.junit.DictionaryFile;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.error.BirException;
import io.birj.api.error.Diagnostic;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import io.birj.loader.BirWriter;
import io.birj.loader.ValidationResult;
import io.birj.loader.WriteOptions;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * The whole-document loader against any bytes (DESIGN.md, "Errors" and "Round-trip contract"):
 *
 * <ul>
 *   <li>reading gives a model or a clean BirException, nothing else;
 *   <li>{@code validate} agrees with {@code read}: no error when it reads, its first error is the
 *       one {@code read} throws when it does not;
 *   <li>what reads also writes (version 2), or is refused with a clean BirException;
 *   <li>what is written reads back, and writing that again gives the same bytes.
 * </ul>
 */
class LoaderFuzzTest {
  static final CodecRegistry CODECS = CodecRegistry.load();
  static final BirReader READER =
      BirReader.builder().codecs(CODECS).catalog(OpcodeCatalog.load()).build();
  static final BirWriter WRITER = new BirWriter(CODECS);
  static final WriteOptions V2 = WriteOptions.version(2);
  static final int MAX_ERRORS = 20;

  static {
    if (CODECS.find(1) == null || CODECS.find(2) == null) {
      throw new IllegalStateException(
          "both codecs must be on the class path: " + CODECS.versions());
    }
  }

  @FuzzTest(maxDuration = "5m")
  @DictionaryFile(resourcePath = "bir-json.dict")
  void documentReadsOrIsRefusedAndRoundTrips(byte[] data) {
    check(data);
  }

  static void check(byte[] data) {
    BirException refusal = null;
    Module m = null;
    try {
      m = READER.read(new ByteArrayInputStream(data), "fuzz");
    } catch (BirException e) {
      Oracle.requireCleanRefusal(e);
      refusal = e;
    }
    agreesWithValidate(data, refusal);
    if (m == null) {
      return;
    }
    byte[] once;
    try {
      once = WRITER.toBytes(m, V2);
    } catch (BirException e) {
      Oracle.requireCleanRefusal(e);
      return;
    }
    Module again;
    try {
      again = READER.read(new ByteArrayInputStream(once), "written");
    } catch (BirException e) {
      throw Oracle.finding("what was written does not read back: " + text(once), e);
    }
    byte[] twice;
    try {
      twice = WRITER.toBytes(again, V2);
    } catch (BirException e) {
      throw Oracle.finding("what was written and read back does not write: " + text(once), e);
    }
    if (!Arrays.equals(once, twice)) {
      throw Oracle.finding(
          "writing is not idempotent:\nfirst:  " + text(once) + "\nsecond: " + text(twice));
    }
  }

  private static void agreesWithValidate(byte[] data, BirException refusal) {
    ValidationResult r;
    try {
      r = READER.validate(new ByteArrayInputStream(data), "fuzz", MAX_ERRORS);
    } catch (BirException e) {
      throw Oracle.finding("validate threw instead of reporting", e);
    }
    List<Diagnostic> errors = r.errors();
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
    for (Diagnostic d : errors) {
      if (Oracle.isDefectNet(d.message())) {
        throw Oracle.finding("a defect caught by the reader's last-resort net: " + d);
      }
    }
  }

  private static String text(byte[] b) {
    return new String(b, StandardCharsets.UTF_8);
  }
}
