package io.birj.verify.internal.program;

/** Something a program does that the verifier does not model, where, and why. */
public record Gap(String pointer, int line, int column, String reason) {}
