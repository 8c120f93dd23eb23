package io.birj.pelican.guardfixture;

import io.birj.api.error.BirException;

/** Breaks "pelican depends on nothing of ours": a pelican class that throws an api error. */
public final class PelicanReachingIntoApi {
  public void fail() {
    throw BirException.atPointer(
        io.birj.api.error.DiagnosticCode.BIRJ_E0000, "", "pelican must not know bir-api");
  }
}
