package io.birj.codec.v1.guardfixture;

/** A plain class of codec v1. */
public final class V1Fixture {}
