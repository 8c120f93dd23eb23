/**
 * Tests that depend on the JVM itself: running code on a small thread stack, and counting the bytes
 * a piece of code allocates. One copy for every module's tests.
 */
package io.birj.testkit.jvm;
