package io.birj.codec.v1;

import com.fasterxml.jackson.core.JsonGenerator;
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
 * The v1 codec's work on a wide affine body grows linearly with its terms: the checks, the write
 * and the read. Measured by the bytes allocated per term at two widths, never by time.
 */
class V1WideExpressionTest {
  /** {@code (1*x0 + 2*x1 + ...) mod 1024}: the widest v1 form. */
  static Expr wideModulo(PelicanContext pc, int terms) {
    List<AffineExpr.Term> ts = new ArrayList<>(terms);
    for (int i = 0; i < terms; i++) {
      ts.add(new AffineExpr.Term(pc.affineIV("x" + i), i + 1));
    }
    return pc.modulo(pc.affine(ts, 7), 1024);
  }

  @Test
  void writingAWideBodyTakesConstantWorkPerTerm() {
    Allocations.assertLinear(
        "V1Codec.write",
        n -> {
          Expr e = wideModulo(new PelicanContext(), n);
          return () -> {
            try (JsonGenerator g = Wire.JSON.createGenerator(OutputStream.nullOutputStream())) {
              Wire.V1.write(e, g, WriteOptions.DEFAULT);
            } catch (IOException x) {
              throw new UncheckedIOException(x);
            }
          };
        });
  }

  @Test
  void measuringAWideBodyTakesConstantWorkPerTerm() {
    Allocations.assertLinear(
        "V1Codec.wireBytes",
        n -> {
          Expr e = wideModulo(new PelicanContext(), n);
          return () -> V1Codec.wireBytes(e);
        });
  }

  @Test
  void readingAWideBodyTakesConstantWorkPerTerm() {
    Allocations.assertLinear(
        "V1Codec.read",
        n -> {
          String json = Wire.write(wideModulo(new PelicanContext(), n));
          return () -> Wire.read(json, Wire.context(new PelicanContext()));
        });
  }
}
