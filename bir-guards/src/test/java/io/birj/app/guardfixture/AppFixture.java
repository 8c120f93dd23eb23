package io.birj.app.guardfixture;

/** A plain app class, the target of the fixture that reaches up into the app. */
public final class AppFixture {}
