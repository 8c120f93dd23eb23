package io.birj.loader.guardfixture.ping;

import io.birj.loader.guardfixture.pong.Pong;

/** Half of an import circle between two packages: it uses {@link Pong}, which uses it. */
public final class Ping {
  public Pong pong;
}
