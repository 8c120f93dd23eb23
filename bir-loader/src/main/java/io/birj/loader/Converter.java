package io.birj.loader;

import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.error.BirException;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.model.Module;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Converts documents between wire versions. v1 → v2 always works (v2 encodes every kind v1 does).
 * v2 → v1 only when every expression is v1-representable (seed 001, {@code isV1}: a flat affine,
 * CCGetRank, IndirectArg, ShardId, or a FloorDiv/Modulo/CCDiv over a flat affine); otherwise the
 * conversion is refused with the list of offending expressions and nothing is written.
 */
public final class Converter {
  /** An expression the target version cannot encode: where, and its text form. */
  public record Offense(String pointer, String text) {}

  /** The refusal: a BirException at the first offending expression, listing them all. */
  public static final class ConversionRefused extends BirException {
    private static final long serialVersionUID = 1L;
    private final transient List<Offense> offenses;

    ConversionRefused(int version, List<Offense> offenses) {
      super(message(version, offenses), offenses.get(0).pointer(), 0, 0);
      this.offenses = List.copyOf(offenses);
    }

    public List<Offense> offenses() {
      return offenses;
    }

    private static String message(int version, List<Offense> offenses) {
      StringBuilder sb =
          new StringBuilder("cannot convert to version ")
              .append(version)
              .append(": ")
              .append(offenses.size())
              .append(offenses.size() == 1 ? " expression is" : " expressions are")
              .append(" not representable in version ")
              .append(version);
      for (Offense o : offenses) {
        sb.append("\n  ").append(o.pointer()).append(": ").append(o.text());
      }
      return sb.toString();
    }
  }

  private final CodecRegistry codecs;
  private final BirWriter writer;

  public Converter(CodecRegistry codecs) {
    this.codecs = codecs;
    this.writer = new BirWriter(codecs);
  }

  /** The expressions of {@code m} that version {@code target} cannot encode, in document order. */
  public List<Offense> offenses(Module m, int target) {
    PelicanCodec codec = codecs.require(target, "");
    List<Offense> out = new ArrayList<>();
    ModelWalker.walk(
        m,
        new ModelWalker.Visitor() {
          @Override
          public void expr(String pointer, QuasiAffineExpr e) {
            if (!codec.canWrite(e.expr(), codecs.kinds())) {
              out.add(new Offense(pointer, e.expr().toString()));
            }
          }
        });
    return out;
  }

  /**
   * Fails with {@link ConversionRefused} unless every expression can be written in {@code target}.
   */
  public void check(Module m, int target) {
    List<Offense> offenses = offenses(m, target);
    if (!offenses.isEmpty()) {
      throw new ConversionRefused(target, offenses);
    }
  }

  /**
   * Writes {@code m} in the options' version, after checking that it can be (nothing otherwise).
   */
  public void convert(Module m, OutputStream out, WriteOptions options) throws IOException {
    check(m, options.version());
    writer.write(m, out, options);
  }

  /**
   * Writes {@code m} to {@code target} in the options' version, atomically; on refusal the target
   * is not touched.
   */
  public void convert(Module m, Path target, WriteOptions options) throws IOException {
    check(m, options.version());
    writer.writeAtomically(m, target, options);
  }
}
