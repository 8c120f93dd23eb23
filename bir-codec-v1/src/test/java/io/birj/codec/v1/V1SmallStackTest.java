package io.birj.codec.v1;

import static io.birj.codec.v1.Wire.q;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.birj.api.error.BirException;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.TestReadContext;
import io.birj.testkit.jvm.SmallStack;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The v1 form is flat: its reader and writer never recurse, on any input, on a 256 KiB stack. */
class V1SmallStackTest {
  private final PelicanContext pc = new PelicanContext();
  private final TestReadContext ctx = Wire.context(pc);

  @Test
  void deeplyNestedInputFailsAtOnceOnASmallStack() {
    String deep = "{\"terms\":[{\"AxisLabel\":" + "[".repeat(100_000);
    BirException e =
        assertThrows(BirException.class, () -> SmallStack.call(() -> Wire.read(deep, ctx)));
    assertEquals("\"AxisLabel\" must be a string, found an array", e.reason());
  }

  @Test
  void aWideBodyReadsAndWritesOnASmallStack() throws Exception {
    List<AffineExpr.Term> ts = new ArrayList<>();
    for (int i = 0; i < 20_000; i++) {
      ts.add(new AffineExpr.Term(pc.affineIV("x" + i), i));
    }
    Expr e = pc.modulo(pc.affine(ts, 1), 9);
    String json = SmallStack.call(() -> Wire.write(e));
    assertSame(e, SmallStack.call(() -> Wire.read(json, ctx)));
    assertEquals(0, json.indexOf(q("{'op':'Mod','op_param':9,'terms':[")));
  }

  @Test
  void theSuiteRunsAtTheJvmsDefaultStack() throws Throwable {
    for (String option : SmallStack.jvmOptions()) {
      assertFalse(option.startsWith("-Xss"), "the module's tests set " + option);
    }
  }
}
