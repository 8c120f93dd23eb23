package io.birj.app.inventory;

import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;

/** A pretty printer indenting by {@code n} spaces, objects and arrays alike. */
final class Indent {
  private Indent() {}

  static DefaultPrettyPrinter of(int n) {
    DefaultIndenter indenter = new DefaultIndenter(" ".repeat(n), "\n");
    return new DefaultPrettyPrinter().withObjectIndenter(indenter).withArrayIndenter(indenter);
  }
}
