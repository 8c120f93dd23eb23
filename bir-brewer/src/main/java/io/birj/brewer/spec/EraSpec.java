package io.birj.brewer.spec;

/** An era an opcode spelling may come from (the spec's {@code eras}), and what it means. */
public record EraSpec(String name, String about) {}
