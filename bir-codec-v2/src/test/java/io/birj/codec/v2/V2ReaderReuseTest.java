package io.birj.codec.v2;

import static io.birj.codec.v2.Wire.q;
import static io.birj.codec.v2.Wire.read;
import static io.birj.codec.v2.Wire.readError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.birj.api.error.BirException;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.TestReadContext;
import org.junit.jupiter.api.Test;

/**
 * The reader's frames are kept from one read to the next on a thread (V2Codec): whatever a read
 * left in them, refused half-way or deeper than the next, the next read is the one a fresh reader
 * gives.
 */
class V2ReaderReuseTest {
  private static final String DEEP =
      "{'kind':'ModuloKind','denom':4,'numer':{'kind':'FloorDivKind','denom':2,'numer':"
          + "{'kind':'AffExprKind','c':3,'terms':[{'idx':{'kind':'AffIVKind','axis':'i'},'coeff':2},"
          + "{'idx':{'kind':'AffIVKind','axis':'j'},'coeff':5}]}}}";

  private static final String SHALLOW =
      "{'kind':'AffExprKind','c':1,'terms':[{'idx':{'kind':'AffIVKind','axis':'j'},'coeff':7}]}";

  private static Expr fresh(String json) {
    return read(q(json), Wire.context(new PelicanContext()));
  }

  @Test
  void aReadAfterARefusedOneIsTheReadAFreshReaderGives() {
    PelicanContext pc = new PelicanContext();
    TestReadContext ctx = Wire.context(pc);
    String broken = DEEP.replace("'coeff':5", "'coeff':5,'bogus':1");
    BirException e = readError(q(broken), ctx);
    assertEquals("/numer/numer/terms/1/bogus", e.pointer());
    Expr after = read(q(SHALLOW), ctx);
    assertEquals(fresh(SHALLOW).toString(), after.toString());
    assertSame(after, read(q(SHALLOW), ctx));
  }

  @Test
  void aShallowReadAfterADeepOneKeepsNothingOfIt() {
    PelicanContext pc = new PelicanContext();
    TestReadContext ctx = Wire.context(pc);
    Expr deep = read(q(DEEP), ctx);
    Expr shallow = read(q(SHALLOW), ctx);
    assertEquals(fresh(DEEP).toString(), deep.toString());
    assertEquals(fresh(SHALLOW).toString(), shallow.toString());
    assertSame(deep, read(q(DEEP), ctx));
  }

  @Test
  void aKindAfterItsKeysIsReadTheSameAfterAKindFirstRead() {
    PelicanContext pc = new PelicanContext();
    TestReadContext ctx = Wire.context(pc);
    Expr kindFirst = read(q(DEEP), ctx);
    String kindLast =
        "{'denom':4,'numer':{'denom':2,'numer':{'c':3,'terms':[{'coeff':2,'idx':"
            + "{'axis':'i','kind':'AffIVKind'}},{'coeff':5,'idx':{'axis':'j','kind':'AffIVKind'}}],"
            + "'kind':'AffExprKind'},'kind':'FloorDivKind'},'kind':'ModuloKind'}";
    assertSame(kindFirst, read(q(kindLast), ctx));
  }
}
