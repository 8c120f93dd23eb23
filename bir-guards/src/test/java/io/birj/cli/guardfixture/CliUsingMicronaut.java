package io.birj.cli.guardfixture;

import io.micronaut.context.ApplicationContext;

/** Breaks "no Micronaut below bir-app": a command-core class that starts a Micronaut context. */
public final class CliUsingMicronaut {
  public ApplicationContext context() {
    return ApplicationContext.builder().build();
  }
}
