package io.birj.writer;

import com.fasterxml.jackson.core.JsonStreamContext;
import io.birj.api.codec.CodecLimits;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.error.BirException;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.json.JsonValue;
import io.birj.api.model.Module;
import io.birj.api.pointer.DocPointer;
import io.birj.pelican.Expr;
import io.birj.pelican.ExprKind;
import io.birj.pelican.ExprPrinter;
import io.birj.writer.emit.CodecExprOut;
import io.birj.writer.emit.DocumentWriter;
import io.birj.writer.emit.ExprSurvey;
import io.birj.writer.emit.Fidelity;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Converts a module to a wire version honestly (docs/wire/conversion.md): before anything is
 * written, every expression the write would write (wherever it sits: modelled keys, opcode keys,
 * expressions found in unknown content) is checked against the target version. One the version has
 * no form for refuses the conversion; one the version holds only with another meaning (a CCGetRank
 * in v1 reads back as a CCDiv; a CCDiv's replica group is lost in v1; ...) refuses it too, unless
 * the policy is {@link Policy#LOSSY}, which performs the change and reports it. Each is listed with
 * its pointer and text form in a {@link ConversionReport}; a refused conversion writes nothing.
 *
 * <p>The output holds every expression in the version it declares, except {@code
 * dynamic_ap_info.offset_expr}, which the compiler always writes (and birj therefore always checks
 * and writes) in version 2.
 */
public final class Converter {
  /** The longest text form a report gives an expression; longer ones are cut, ending in "...". */
  public static final int MAX_TEXT = 4096;

  /** What to do with a conversion that would change an expression's meaning. */
  public enum Policy {
    /** Refuse it (the default): list each change, write nothing. */
    STRICT,
    /** Perform it and report each change (an expression with no form at all is still refused). */
    LOSSY
  }

  /** A refused conversion: its report, and a message listing every expression it names. */
  public static final class ConversionRefused extends BirException {
    private static final long serialVersionUID = 1L;
    private final transient ConversionReport report;

    ConversionRefused(ConversionReport report) {
      // An expression with no form in the version outweighs one whose meaning would change.
      super(
          report.unencodable().isEmpty()
              ? io.birj.api.error.DiagnosticCode.BIRJ_E0602
              : io.birj.api.error.DiagnosticCode.BIRJ_E0601,
          message(report),
          firstPointer(report),
          0,
          0);
      this.report = report;
    }

    public ConversionReport report() {
      return report;
    }
  }

  private final DocumentWriter writer;

  public Converter(CodecRegistry codecs) {
    this(codecs, CodecLimits.DEFAULT);
  }

  public Converter(CodecRegistry codecs, CodecLimits limits) {
    this.writer = new DocumentWriter(codecs, limits);
  }

  /** What converting {@code m} to {@code version} would do under the strict policy. */
  public ConversionReport plan(Module m, int version) {
    return plan(m, version, Policy.STRICT);
  }

  /** What converting {@code m} to {@code version} would do under {@code policy}; writes nothing. */
  public ConversionReport plan(Module m, int version, Policy policy) {
    return analyse(m, version, policy).report();
  }

  /**
   * Fails with {@link ConversionRefused} unless {@code m} converts to {@code version} faithfully.
   */
  public void check(Module m, int version) {
    ConversionReport r = plan(m, version);
    if (r.refused()) {
      throw new ConversionRefused(r);
    }
  }

  /** {@link #convert(Module, OutputStream, WriteOptions, Policy)} under the strict policy. */
  public ConversionReport convert(Module m, OutputStream out, WriteOptions options)
      throws IOException {
    return convert(m, out, options, Policy.STRICT);
  }

  /**
   * Writes {@code m} to {@code out} in the options' version and encoding after checking every
   * expression; on refusal ({@link ConversionRefused}) nothing is written. Returns the report (the
   * changes made, under {@link Policy#LOSSY}).
   */
  public ConversionReport convert(Module m, OutputStream out, WriteOptions options, Policy policy)
      throws IOException {
    Analysis a = analyse(m, options.version(), policy);
    a.refuseIfRefused();
    writer.write(m, out, options.version(), options.indent(), options.format(), a.replacements());
    return a.report();
  }

  /** {@link #convert(Module, Path, WriteOptions, Policy)} under the strict policy. */
  public ConversionReport convert(Module m, Path target, WriteOptions options) throws IOException {
    return convert(m, target, options, Policy.STRICT);
  }

  /** As {@link #convert(Module, OutputStream, WriteOptions, Policy)}, to a file atomically. */
  public ConversionReport convert(Module m, Path target, WriteOptions options, Policy policy)
      throws IOException {
    Analysis a = analyse(m, options.version(), policy);
    a.refuseIfRefused();
    OutputFile.write(
        target,
        out ->
            writer.write(
                m, out, options.version(), options.indent(), options.format(), a.replacements()));
    return a.report();
  }

  // ---- the analysis: a dry run of the writer, each expression judged once per version

  private record Analysis(ConversionReport report, Fidelity fidelity) {
    void refuseIfRefused() {
      if (report.refused()) {
        throw new ConversionRefused(report);
      }
    }

    /** Under the lossy policy, the lowered form in place of each expression that has one. */
    CodecExprOut.Replacements replacements() {
      if (report.policy() != Policy.LOSSY || report.lossy().isEmpty()) {
        return CodecExprOut.Replacements.NONE;
      }
      return (e, version) ->
          fidelity.outcome(e, version) instanceof Fidelity.Changed c ? c.written() : e;
    }
  }

  private Analysis analyse(Module m, int version, Policy policy) {
    Fidelity fidelity = new Fidelity(writer.codecs(), writer.limits());
    List<ConversionReport.Unencodable> unencodable = new ArrayList<>();
    List<ConversionReport.LossyChange> lossy = new ArrayList<>();
    try {
      writer.survey(
          m,
          version,
          new ExprSurvey.Sink() {
            @Override
            public void expression(JsonStreamContext at, QuasiAffineExpr e, int siteVersion) {
              Fidelity.Outcome o = fidelity.outcome(e.expr(), siteVersion);
              if (o instanceof Fidelity.Unencodable u) {
                unencodable.add(
                    new ConversionReport.Unencodable(
                        DocPointer.ofNextValue(at), text(e.expr()), u.reason()));
              } else if (o instanceof Fidelity.Changed c) {
                lossy.add(
                    new ConversionReport.LossyChange(
                        DocPointer.ofNextValue(at), text(e.expr()), text(c.readBack()), losses(c)));
              }
            }

            @Override
            public void keptObject(JsonStreamContext at, JsonValue.JsonObject o, int siteVersion) {
              // Not an expression in the document's version, but shaped like one in the target's:
              // converted, it would read as an expression. No wire form keeps it plain data.
              PelicanCodec target = writer.codecs().find(siteVersion);
              // Whatever the document's version: an object kept as data that reads back as an
              // expression would not be the same document.
              if (target != null && target.looksLikeExpression(o, writer.codecs().kinds())) {
                unencodable.add(
                    new ConversionReport.Unencodable(
                        DocPointer.ofNextValue(at),
                        "an object of unknown content with the keys "
                            + o.members().stream().map(JsonValue.Member::key).toList(),
                        "it has the shape of a version-"
                            + siteVersion
                            + " expression, so converted it would read as one"));
              }
            }
          });
    } catch (IOException e) {
      throw new UncheckedIOException("a dry run into nothing failed", e);
    }
    return new Analysis(new ConversionReport(version, policy, unencodable, lossy), fidelity);
  }

  private static List<ConversionReport.Loss> losses(Fidelity.Changed c) {
    List<ConversionReport.Loss> out = new ArrayList<>();
    for (Fidelity.Lowering l : c.lowerings()) {
      out.add(
          l == Fidelity.Lowering.CC_MOD_TO_MODULO
              ? ConversionReport.Loss.CC_MOD_WRITTEN_AS_MODULO
              : ConversionReport.Loss.REPLICA_GROUPS_ID_DROPPED);
    }
    if (c.changesOnReadBack()) {
      boolean rankBecameDivision =
          Fidelity.contains(c.written(), ExprKind.CC_GET_RANK)
              && !Fidelity.contains(c.readBack(), ExprKind.CC_GET_RANK);
      out.add(
          rankBecameDivision
              ? ConversionReport.Loss.CC_GET_RANK_READS_AS_CC_DIV
              : ConversionReport.Loss.READS_BACK_DIFFERENTLY);
    }
    return out;
  }

  private static String text(Expr e) {
    return ExprPrinter.printAbbreviated(e, MAX_TEXT);
  }

  // ---- the refusal's words

  private static String firstPointer(ConversionReport r) {
    if (!r.unencodable().isEmpty()) {
      return r.unencodable().get(0).pointer();
    }
    return r.lossy().isEmpty() ? "" : r.lossy().get(0).pointer();
  }

  static String message(ConversionReport r) {
    int v = r.version();
    StringBuilder sb = new StringBuilder("cannot convert to version ").append(v).append(": ");
    List<String> parts = new ArrayList<>();
    if (!r.unencodable().isEmpty()) {
      parts.add(count(r.unencodable().size()) + " no form in version " + v);
    }
    if (r.policy() == Policy.STRICT && !r.lossy().isEmpty()) {
      parts.add(
          countWould(r.lossy().size())
              + " change meaning (the lossy policy performs such changes and reports each)");
    }
    sb.append(String.join("; ", parts));
    for (ConversionReport.Unencodable u : r.unencodable()) {
      sb.append("\n  ").append(u.pointer()).append(": ").append(u.text());
      sb.append(": ").append(u.reason());
    }
    if (r.policy() == Policy.STRICT) {
      for (ConversionReport.LossyChange c : r.lossy()) {
        sb.append("\n  ").append(c.pointer()).append(": ").append(c.before());
        sb.append(" would read back as ").append(c.after()).append(": ");
        sb.append(
            String.join(
                "; ", c.losses().stream().map(ConversionReport.Loss::description).toList()));
      }
    }
    return sb.toString();
  }

  private static String count(int n) {
    return n == 1 ? "1 expression has" : n + " expressions have";
  }

  private static String countWould(int n) {
    return n == 1 ? "1 expression would" : n + " expressions would";
  }
}
