package io.birj.writer.hostile;

import static io.birj.writer.hostile.Cbor.emptyModuleWith;
import static io.birj.writer.hostile.Docs.READER;
import static io.birj.writer.hostile.Docs.cborTwin;
import static io.birj.writer.hostile.Docs.utf8;
import static io.birj.writer.hostile.Docs.withAddress;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.analysis.diff.SemanticDiff;
import io.birj.api.codec.DuplicateKey;
import io.birj.api.error.BirException;
import io.birj.api.model.Module;
import java.io.ByteArrayInputStream;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Hostile CBOR documents (bir-cbor's format), each a bounded case like {@link HostileJsonTest}'s: a
 * model or a BirException at a byte offset, nothing else. Declared lengths are never believed
 * before their bytes arrive.
 */
class HostileCborTest {
  static final long MB = HostileJsonTest.MB;

  static Outcome outcome(String what, byte[] doc) {
    Outcome o =
        Bounded.run(what, HostileJsonTest.bound(doc), () -> Outcome.of(what, READER, doc)).value();
    if (o.refusal() != null) {
      assertTrue(o.refusal().offset() >= 0, "a CBOR refusal says its byte: " + o.refusal());
    }
    return o;
  }

  static final int MILLION = 1_000_000;

  @Test
  void definiteArraysAMillionDeepAreRefusedAtTheNestingLimit() {
    byte[] open = new byte[MILLION];
    Arrays.fill(open, (byte) 0x81);
    byte[] d = emptyModuleWith("x").raw(open).uint(0).build();
    BirException e = outcome("deep definite arrays", d).refused();
    assertTrue(e.reason().contains("nests"), e.reason());
  }

  @Test
  void indefiniteMapsAMillionDeepAreRefusedAtTheNestingLimit() {
    Cbor c = emptyModuleWith("x");
    for (int i = 0; i < MILLION; i++) {
      c.bytes(0xBF).text("a");
    }
    c.uint(1);
    byte[] close = new byte[MILLION];
    Arrays.fill(close, (byte) 0xFF);
    BirException e = outcome("deep indefinite maps", c.raw(close).build()).refused();
    assertTrue(e.reason().contains("nests"), e.reason());
  }

  @Test
  void aDeclaredLengthOf2To64MinusOneIsRefusedWithoutBeingAllocated() {
    for (int major : new int[] {2, 3, 4, 5}) {
      byte[] d =
          emptyModuleWith("x")
              .bytes((major << 5) | 27)
              .bytes(0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF)
              .bytes('a', 'b')
              .build();
      outcome("major type " + major + " of length 2^64 - 1", d).refused();
    }
  }

  @Test
  void aTextStringDeclaringFourGigabytesWithFewBytesIsRefusedWithoutBeingAllocated() {
    byte[] d = emptyModuleWith("x").bytes(0x7A, 0xFF, 0xFF, 0xFF, 0xFF).raw(utf8("abc")).build();
    outcome("4 GiB text head", d).refused();
  }

  @Test
  void aHundredMegabyteTextStringIsRefusedByTheStringLimit() {
    byte[] name = new byte[Math.toIntExact(100 * MB)];
    Arrays.fill(name, (byte) 'a');
    byte[] d =
        Cbor.of()
            .map(2)
            .text("version")
            .uint(2)
            .text("functions")
            .array(1)
            .map(2)
            .text("name")
            .head(3, name.length)
            .raw(name)
            .text("blocks")
            .array(0)
            .build();
    BirException e = outcome("100 MB text", d).refused();
    assertEquals(
        "a string is longer than the limit of "
            + io.birj.loader.BirReader.DEFAULT_MAX_STRING_LENGTH
            + " characters",
        e.reason());
  }

  @Test
  void sixtyFourBitEdgesReadOrAreRefusedAtTheirKey() {
    // The version: 2^64 - 1 is no version an expression can be read in; -2^64 is no version.
    byte[] withExpr = cborTwin(utf8(withAddress(Docs.constant(1))));
    int v = indexOf(withExpr, Docs.concat(Cbor.of().text("version").build(), new byte[] {2}));
    v += "version".length() + 1;
    for (int head : new int[] {0x1B, 0x3B}) {
      byte[] d =
          Docs.concat(
              Arrays.copyOf(withExpr, v),
              new byte[] {(byte) head, -1, -1, -1, -1, -1, -1, -1, -1},
              Arrays.copyOfRange(withExpr, v + 1, withExpr.length));
      BirException e = outcome("version head " + head, d).refused();
      if (head == 0x1B) {
        assertEquals(
            io.birj.api.dispatch.ExprDispatch.BAD_READ_VERSION
                + ", found a version of 2^31 or more",
            e.reason());
        assertEquals("/version", e.pointer(), e.getMessage());
      } else {
        assertEquals("/version", e.pointer(), e.getMessage());
      }
    }
    // A constant: 2^63 - 1 and -2^63 read; 2^63 and -2^63 - 1 are refused at "c".
    byte[] json = utf8(withAddress(Docs.constant(1234567)));
    byte[] twin = cborTwin(json);
    int at = indexOf(twin, new byte[] {0x1A, 0x00, 0x12, (byte) 0xD6, (byte) 0x87});
    for (long[] c :
        new long[][] {
          {0, Long.MAX_VALUE}, {1, Long.MAX_VALUE}, {0, Long.MIN_VALUE}, {1, Long.MIN_VALUE}
        }) {
      boolean beyond = c[0] == 1;
      int head = c[1] > 0 ? 0x1B : 0x3B;
      long arg = c[1] > 0 ? c[1] + (beyond ? 1 : 0) : -(c[1] + 1) + (beyond ? 1 : 0);
      byte[] d = Cbor.of().raw(Arrays.copyOf(twin, at)).bytes(head).build();
      byte[] argBytes = new byte[8];
      for (int i = 0; i < 8; i++) {
        argBytes[i] = (byte) (arg >>> (56 - 8 * i));
      }
      d = Docs.concat(d, argBytes, Arrays.copyOfRange(twin, at + 5, twin.length));
      Outcome o = outcome("c " + Arrays.toString(c), d);
      if (beyond) {
        assertTrue(o.refused().pointer().endsWith("/addrs/0/c"), o.refused().getMessage());
      } else {
        o.read();
      }
    }
  }

  @Test
  void aDuplicateKeyIsRefused() {
    byte[] d =
        Cbor.of()
            .map(3)
            .text("version")
            .uint(2)
            .text("version")
            .uint(2)
            .text("functions")
            .array(0)
            .build();
    BirException e = outcome("duplicate key", d).refused();
    assertEquals(DuplicateKey.message("version"), e.reason());
  }

  @Test
  void illFormedUtf8InATextStringOrAKeyIsRefused() {
    byte[][] bad = {
      {(byte) 0xC0, (byte) 0x80},
      {(byte) 0xED, (byte) 0xA0, (byte) 0x80},
      {(byte) 0xFF},
      {(byte) 0xE2, (byte) 0x82}
    };
    for (byte[] b : bad) {
      byte[] asValue = emptyModuleWith("x").head(3, b.length).raw(b).build();
      assertTrue(
          outcome("value " + Arrays.toString(b), asValue).refused().reason().contains("UTF-8"));
      byte[] asKey =
          Cbor.of()
              .map(3)
              .text("version")
              .uint(2)
              .text("functions")
              .array(0)
              .head(3, b.length)
              .raw(b)
              .uint(1)
              .build();
      assertTrue(outcome("key " + Arrays.toString(b), asKey).refused().reason().contains("UTF-8"));
    }
  }

  @Test
  void nanInfinitiesTagsByteStringsAndSimpleValuesAreRefused() {
    int[][] values = {
      {0xF9, 0x7E, 0x00}, // NaN (half)
      {0xFA, 0x7F, 0x80, 0x00, 0x00}, // +Infinity (single)
      {0xFB, 0xFF, 0xF0, 0, 0, 0, 0, 0, 0}, // -Infinity (double)
      {0xC2, 0x41, 0x01}, // a bignum tag
      {0x41, 0x01}, // a byte string
      {0xF7}, // undefined
      {0xE0}, // simple value 0
      {0xF8, 0x20}, // simple value 32
      {0x1C}, // reserved additional information
      {0xFF} // a break outside any indefinite item
    };
    for (int[] v : values) {
      outcome(Arrays.toString(v), emptyModuleWith("x").bytes(v).build()).refused();
    }
  }

  @Test
  void trailingContentAfterTheTopMapIsRefused() {
    byte[] d = Cbor.of().map(2).text("version").uint(2).text("functions").array(0).build();
    outcome("no trailing content", d).read();
    for (int[] t : new int[][] {{0x00}, {0xA0}, {0xFF}, {0x61}}) {
      outcome("trailing " + Arrays.toString(t), Cbor.of().raw(d).bytes(t).build()).refused();
    }
  }

  @Test
  void anAffineOfAHundredThousandTermsReadsFromCborAsFromJson() {
    byte[] json = utf8(withAddress(HostileJsonTest.wideAffine(100_000)));
    byte[] cbor = cborTwin(json);
    Module fromCbor = outcome("wide affine", cbor).read();
    Module fromJson = READER.read(new ByteArrayInputStream(json), "json");
    assertEquals(List.of(), new SemanticDiff().diff(fromJson, fromCbor));
  }

  private static int indexOf(byte[] in, byte[] what) {
    outer:
    for (int i = 0; i + what.length <= in.length; i++) {
      for (int k = 0; k < what.length; k++) {
        if (in[i + k] != what[k]) {
          continue outer;
        }
      }
      return i;
    }
    throw new AssertionError("not in the document: " + Arrays.toString(what));
  }
}
