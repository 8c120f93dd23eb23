package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.cli.ExitCodes;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The training of ./bir's archive runs each of its commands to the end, not into an error. */
class CdsTrainingTest {
  @TempDir Path dir;

  @Test
  void every_training_command_runs_on_the_sample_without_a_usage_or_internal_error() {
    Path sample = Samples.copy(dir, "samples/lower-sync.json");
    for (String[] command : CdsTraining.commands(sample.toString())) {
      CliHarness.Result r = CliHarness.run(command);
      // check finds something in the sample (1); everything else succeeds.
      assertTrue(
          r.exitCode() == ExitCodes.OK || r.exitCode() == ExitCodes.INVALID,
          List.of(command) + ": exit " + r.exitCode() + "\n" + r.err());
    }
  }
}
