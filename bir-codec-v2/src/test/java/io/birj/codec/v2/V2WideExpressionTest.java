package io.birj.codec.v2;

import com.fasterxml.jackson.core.JsonGenerator;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.PelicanCodec.WriteOptions;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.jvm.Allocations;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The v2 codec's work on a wide expression grows linearly with its terms: the size check, the write
 * and the read. Measured by the bytes allocated per term at two widths, never by time.
 */
class V2WideExpressionTest {
  /** {@code (1*x0 + 2*x1 + ... + 7)}. */
  static AffineExpr wideAffine(PelicanContext pc, int terms) {
    List<AffineExpr.Term> ts = new ArrayList<>(terms);
    for (int i = 0; i < terms; i++) {
      ts.add(new AffineExpr.Term(pc.affineIV("x" + i), i + 1));
    }
    return pc.affine(ts, 7);
  }

  /** A sum of wide affines' modulos: wide nodes below a wide node. */
  static Expr wideSum(PelicanContext pc, int terms) {
    List<Expr> ts = new ArrayList<>();
    for (int i = 0; i < terms; i += 64) {
      List<AffineExpr.Term> part = new ArrayList<>();
      for (int k = i; k < Math.min(terms, i + 64); k++) {
        part.add(new AffineExpr.Term(pc.affineIV("x" + k), k));
      }
      ts.add(pc.modulo(pc.affine(part, i), 1024));
    }
    return pc.sum(ts);
  }

  private static void write(Expr e) {
    try (JsonGenerator g = Wire.JSON.createGenerator(OutputStream.nullOutputStream())) {
      Wire.V2.write(e, g, WriteOptions.DEFAULT);
    } catch (IOException x) {
      throw new UncheckedIOException(x);
    }
  }

  @Test
  void measuringAWideAffineTakesConstantWorkPerTerm() {
    Allocations.assertLinear(
        "V2Codec.wireBytes(affine)",
        n -> {
          Expr e = wideAffine(new PelicanContext(), n);
          return () -> V2Codec.wireBytes(e, ExprKindRegistry.EMPTY);
        });
  }

  @Test
  void checkingWhetherAWideAffineHasAV2FormTakesConstantWorkPerTerm() {
    Allocations.assertLinear(
        "V2Codec.canWrite(affine)",
        n -> {
          Expr e = wideAffine(new PelicanContext(), n);
          return () -> Wire.V2.canWrite(e, ExprKindRegistry.EMPTY);
        });
  }

  @Test
  void writingAWideAffineTakesConstantWorkPerTerm() {
    Allocations.assertLinear(
        "V2Codec.write(affine)",
        n -> {
          Expr e = wideAffine(new PelicanContext(), n);
          return () -> write(e);
        });
  }

  @Test
  void writingAWideSumOfWideAffinesTakesConstantWorkPerTerm() {
    Allocations.assertLinear(
        "V2Codec.write(sum)",
        n -> {
          Expr e = wideSum(new PelicanContext(), n);
          return () -> write(e);
        });
  }

  @Test
  void readingAWideAffineTakesConstantWorkPerTerm() {
    Allocations.assertLinear(
        "V2Codec.read(affine)",
        n -> {
          String json = Wire.write(wideAffine(new PelicanContext(), n));
          return () -> Wire.read(json, Wire.context(new PelicanContext()));
        });
  }

  @Test
  void readingAWideSumOfWideAffinesTakesConstantWorkPerTerm() {
    Allocations.assertLinear(
        "V2Codec.read(sum)",
        n -> {
          String json = Wire.write(wideSum(new PelicanContext(), n));
          return () -> Wire.read(json, Wire.context(new PelicanContext()));
        });
  }
}
