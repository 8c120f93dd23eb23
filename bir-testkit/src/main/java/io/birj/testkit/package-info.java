/**
 * Test fixtures shared by the modules' tests (a read context over name sets, JSON write and read
 * helpers, input mangling for robustness properties, a document's twin with sorted keys, a model
 * with an expression at every site and the hand-written opcode it uses; random documents as JSON
 * text in {@code io.birj.testkit.docs}). Generators draw from bir-testkit-core's source of choices.
 * Used only as a test-scoped dependency.
 *
 * <p>Its resources hold the documents that the tests of several modules read from the class path:
 * {@code real-shaped/lower-sync.json}, shaped like a real post-{@code lower_sync} dump (the same
 * bytes as the sample bir-app bundles), read by the loader's, the writer's and the analyses' tests.
 */
package io.birj.testkit;
