package io.birj.app.cli;

import io.birj.api.codec.CodecRegistry;
import jakarta.inject.Inject;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(name = "codecs", description = "Lists the installed codecs, expression kinds and opcodes.")
public final class CodecsCommand implements Callable<Integer> {
  @Spec CommandSpec spec;
  @Inject CodecRegistry codecs;

  @Override
  public Integer call() {
    spec.commandLine().getOut().println("codecs: " + codecs.versions());
    return 0;
  }
}
