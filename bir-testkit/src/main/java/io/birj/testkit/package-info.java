/**
 * Test fixtures shared by the modules' tests (a read context over name sets, JSON write and read
 * helpers, input mangling for robustness properties; random documents as JSON text in {@code
 * io.birj.testkit.docs}). Generators draw from bir-testkit-core's source of choices. Used only as a
 * test-scoped dependency.
 */
package io.birj.testkit;
