package io.birj.writer.guardfixture;

import io.birj.loader.guardfixture.LoaderFixture;

/**
 * A plain writer class, the target of the fixtures that reach into the writer; it uses the loader,
 * which the writer may.
 */
public final class WriterFixture {
  public Object loader() {
    return new LoaderFixture();
  }
}
