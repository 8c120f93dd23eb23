package io.birj.app;

import io.micronaut.context.ApplicationContext;
import java.util.Map;

/**
 * The Micronaut context of the HTTP service ({@code bir serve}): the beans of {@code io.birj.app}
 * (the package of this class, which Micronaut takes for the application's, as it would {@link
 * BirApp}'s), the given properties, no deduced environment, no banner. A class of its own so that
 * the serve command starts it without depending on {@link BirApp}, which depends on the commands.
 */
public final class ServiceContext {
  private ServiceContext() {}

  /** Starts the context (the caller starts its server and closes it). */
  public static ApplicationContext start(Map<String, Object> properties) {
    return ApplicationContext.builder(ServiceContext.class)
        .properties(properties)
        .deduceEnvironment(false)
        .banner(false)
        .start();
  }
}
