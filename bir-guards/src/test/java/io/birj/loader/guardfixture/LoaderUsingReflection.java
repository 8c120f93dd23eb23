package io.birj.loader.guardfixture;

import java.lang.reflect.Method;

/** Breaks "no java.lang.reflect below bir-app": a loader class that looks a method up by name. */
public final class LoaderUsingReflection {
  public Method lookUp() throws ReflectiveOperationException {
    return Object.class.getMethod("toString");
  }
}
