package io.birj.loader.guardfixture.pong;

import io.birj.loader.guardfixture.ping.Ping;

/** The other half of the import circle of {@link Ping}. */
public final class Pong {
  public Ping ping;
}
