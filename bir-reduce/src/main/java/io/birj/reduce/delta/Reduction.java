package io.birj.reduce.delta;

/**
 * What a reduction ended with: the smallest interesting document found, its size and its
 * instructions before and after, the candidates tried and kept, and whether it ran to the end
 * ({@code complete}: nothing more could be removed at any granularity) or was stopped.
 */
public record Reduction(
    byte[] document,
    long bytesBefore,
    long bytesAfter,
    int instructionsBefore,
    int instructionsAfter,
    int tries,
    int kept,
    boolean complete) {}
