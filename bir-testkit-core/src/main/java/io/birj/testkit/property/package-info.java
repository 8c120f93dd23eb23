/**
 * Property checks without a property-testing framework: generators are written once against a
 * {@link io.birj.testkit.property.Choices} (the source of choices), {@link
 * io.birj.testkit.property.PropertyCheck} runs them with seeded random choices inside a plain JUnit
 * test and shrinks a failure by editing the recorded choices, and a fuzzer can drive the same
 * generators (bir-fuzz adapts Jazzer's {@code FuzzedDataProvider}).
 */
package io.birj.testkit.property;
