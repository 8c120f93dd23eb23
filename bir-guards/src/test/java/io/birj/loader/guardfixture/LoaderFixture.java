package io.birj.loader.guardfixture;

/** A plain loader class, the target of the fixtures that reach into the loader. */
public final class LoaderFixture {}
