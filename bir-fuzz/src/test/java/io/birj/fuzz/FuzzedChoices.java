package io.birj.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import io.birj.testkit.property.Choices;

/**
 * Jazzer's fuzzer bytes as a source of choices, so the generators the property tests use drive
 * coverage-guided fuzzing too. Out of bytes, the provider answers {@code min}: the generators'
 * simplest choices, so a short input still makes a small, valid value.
 */
record FuzzedChoices(FuzzedDataProvider data) implements Choices {
  @Override
  public long between(long min, long max) {
    return data.consumeLong(min, max);
  }
}
