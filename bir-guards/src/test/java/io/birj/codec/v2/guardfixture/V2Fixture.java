package io.birj.codec.v2.guardfixture;

/** A plain class of codec v2. */
public final class V2Fixture {}
