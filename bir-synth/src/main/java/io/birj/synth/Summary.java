package io.birj.synth;

/** What a synthesised document holds. */
public record Summary(long bytes, int functions, long kernels, long instructions) {}
