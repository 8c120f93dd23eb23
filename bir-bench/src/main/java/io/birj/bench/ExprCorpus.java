package io.birj.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.ExprReadContext;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.codec.StandaloneReadContext;
import io.birj.api.codec.WireSize;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.AffineIdx;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The expressions of the expression benchmarks, made in memory from a fixed seed: {@code flat} ones
 * every codec can write (affine sums of one to three terms, and floor-divisions and moduli of them,
 * as v1 holds them), and {@code nested} ones only v2 can (modulo and floor-division trees over
 * sums, each level using the one below twice, so the wire repeats shared nodes).
 */
final class ExprCorpus {
  static final int SIZE = 2000;

  private ExprCorpus() {}

  static List<Expr> make(String shape, PelicanContext pc) {
    SplittableRandom rnd = new SplittableRandom(11);
    List<Expr> out = new ArrayList<>(SIZE);
    for (int n = 0; n < SIZE; n++) {
      Expr e = affine(pc, rnd);
      if (shape.equals("nested")) {
        for (int level = 0; level < 3 + rnd.nextInt(4); level++) {
          e = pc.sum(pc.modulo(e, 1L << (10 + level)), pc.floorDiv(e, 2 + level), affine(pc, rnd));
        }
      } else if (rnd.nextInt(3) == 0) {
        e = rnd.nextBoolean() ? pc.floorDiv(e, 2 + rnd.nextInt(64)) : pc.modulo(e, 512);
      }
      out.add(e);
    }
    return out;
  }

  private static Expr affine(PelicanContext pc, SplittableRandom rnd) {
    // Axes only: v1 names a term's index by its axis (a register index is v2's).
    AffineIdx[] idx = {pc.affineIV("i"), pc.affineIV("j"), pc.affineIV("l"), pc.affineIV("k")};
    List<AffineExpr.Term> terms = new ArrayList<>();
    int first = rnd.nextInt(idx.length);
    for (int t = 0; t < 1 + rnd.nextInt(3); t++) {
      terms.add(new AffineExpr.Term(idx[(first + t) % idx.length], 1L << rnd.nextInt(12)));
    }
    return pc.affine(terms, rnd.nextInt(1 << 16));
  }

  /** Nodes on the wire: a shared node counts once per place it is written. */
  static long wireNodes(List<Expr> corpus) {
    long n = 0;
    for (Expr e : corpus) {
      n += WireSize.of(e).treeNodes();
    }
    return n;
  }

  /** The corpus as a JSON array of expressions in {@code codec}'s encoding. */
  static byte[] encode(List<Expr> corpus, PelicanCodec codec) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (JsonGenerator g = new JsonFactory().createGenerator(out)) {
      g.writeStartArray();
      for (Expr e : corpus) {
        codec.write(e, g, PelicanCodec.WriteOptions.DEFAULT);
      }
      g.writeEndArray();
    }
    return out.toByteArray();
  }

  /** A read context that mints every name (as the loader's first pass does). */
  static ExprReadContext context(PelicanContext pc) {
    return new StandaloneReadContext(pc, ExprKindRegistry.EMPTY);
  }
}
