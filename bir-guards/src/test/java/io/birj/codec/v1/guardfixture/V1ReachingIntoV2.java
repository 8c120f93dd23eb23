package io.birj.codec.v1.guardfixture;

import io.birj.codec.v2.guardfixture.V2Fixture;

/** Breaks "codecs are independent of each other": a v1 class that uses a v2 class. */
public final class V1ReachingIntoV2 {
  public Object v2() {
    return new V2Fixture();
  }
}
