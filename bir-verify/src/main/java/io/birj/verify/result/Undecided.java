package io.birj.verify.result;

/**
 * A place the verifier did not model, and why: an access at a runtime address, a loop it could not
 * unroll, an ordering it does not know. Any of them keeps the verdict from {@code clean}.
 */
public record Undecided(String pointer, int line, int column, String reason) {}
