package io.birj.brewer;

import io.birj.brewer.spec.ContainerSpecReader;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The container's generator: reads bir-api's container spec and writes its projections ({@link
 * ContainerProjection}). Usage: {@code ContainerBrewer <container.json> <java output dir> <resource
 * output dir>}; each output directory is emptied first.
 */
public final class ContainerBrewer {
  private ContainerBrewer() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 3) {
      throw new IllegalArgumentException(
          "usage: ContainerBrewer <container.json> <java output dir> <resource output dir>");
    }
    Brewer.Output out = ContainerProjection.project(ContainerSpecReader.read(Path.of(args[0])));
    Brewer.writeAll(Path.of(args[1]), out.sources());
    Brewer.writeAll(Path.of(args[2]), out.resources());
  }
}
