package io.birj.writer.testing;

import io.birj.api.codec.CodecRegistry;
import io.birj.api.model.Module;
import io.birj.writer.BirWriter;
import io.birj.writer.WriteOptions;
import java.nio.charset.StandardCharsets;

/** The installed codecs, a writer on them, and JSON text helpers for the writer's tests. */
public final class Wire {
  public static final CodecRegistry CODECS = CodecRegistry.load();
  public static final BirWriter WRITER = new BirWriter(CODECS);

  private Wire() {}

  /** {@code m} written as compact JSON in {@code version}. */
  public static String json(Module m, int version) {
    return text(WRITER.toBytes(m, WriteOptions.version(version)));
  }

  public static String text(byte[] utf8) {
    return new String(utf8, StandardCharsets.UTF_8);
  }

  /** JSON with single quotes for readability. */
  public static String q(String singleQuoted) {
    return singleQuoted.replace('\'', '"');
  }

  /** The v2 form of the affine expression {@code 1*axis + 0}. */
  public static String axisV2(String axis) {
    return "{'kind':'AffExprKind','terms':[{'idx':{'kind':'AffIVKind','axis':'"
        + axis
        + "'},'coeff':1}],'c':0}";
  }

  /** The v1 form of the affine expression {@code 1*axis + 0}. */
  public static String axisV1(String axis) {
    return "{'terms':[{'AxisLabel':'" + axis + "','coef':1}],'c':0}";
  }
}
