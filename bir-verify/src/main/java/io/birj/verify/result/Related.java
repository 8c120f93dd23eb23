package io.birj.verify.result;

/**
 * Another place a finding involves: the other instruction of a race, an update a wait counts on.
 */
public record Related(String pointer, int line, int column, String message) {}
