/**
 * Test fixtures shared by the modules' tests (a read context over name sets, JSON write and read
 * helpers, input mangling for robustness properties). Used only as a test-scoped dependency.
 */
package io.birj.testkit;
