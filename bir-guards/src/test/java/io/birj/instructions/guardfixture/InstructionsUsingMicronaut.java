package io.birj.instructions.guardfixture;

import io.birj.loader.guardfixture.LoaderFixture;
import io.micronaut.context.ApplicationContext;

/** Breaks "no Micronaut below bir-app" (and the layering: instructions must not use the loader). */
public final class InstructionsUsingMicronaut {
  public Object bean(ApplicationContext ctx) {
    return ctx.getBean(LoaderFixture.class);
  }
}
