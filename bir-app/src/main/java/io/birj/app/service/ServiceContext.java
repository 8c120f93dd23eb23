package io.birj.app.service;

import io.micronaut.context.ApplicationContext;
import java.util.Map;

/**
 * The Micronaut context of the HTTP service ({@code bir serve}): the beans of {@code io.birj.app}
 * (the application's package, as {@code BirApp}'s context has it), the given properties, no deduced
 * environment, no banner. A class of its own so that the serve command starts it without depending
 * on {@code BirApp}, which depends on the commands.
 */
public final class ServiceContext {
  /** The application's package: where {@code BirApp} is. */
  static final String APPLICATION_PACKAGE = "io.birj.app";

  private ServiceContext() {}

  /** Starts the context (the caller starts its server and closes it). */
  public static ApplicationContext start(Map<String, Object> properties) {
    return ApplicationContext.builder()
        .classLoader(ServiceContext.class.getClassLoader())
        .packages(APPLICATION_PACKAGE)
        .properties(properties)
        .deduceEnvironment(false)
        .banner(false)
        .start();
  }
}
