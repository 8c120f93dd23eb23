package io.birj.reduce.delta;

import io.birj.api.model.Module;

/**
 * A smaller document the reducer asks about: its bytes (as the writer wrote them, JSON in the
 * input's version) and its model, read from them again for each call, so a test may edit it.
 */
public interface Candidate {
  byte[] bytes();

  Module model();
}
