package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.cli.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The training of ./bir's archive runs each of its commands to the end, not into an error, and
 * leaves nothing behind.
 */
class CdsTrainingTest {
  @TempDir Path dir;

  @Test
  void every_training_command_runs_on_the_sample_without_a_usage_or_internal_error() {
    Path sample = Samples.copy(dir, "samples/lower-sync.json");
    for (String[] command : CdsTraining.commands(sample.toString(), dir)) {
      CliHarness.Result r = CliHarness.run(command);
      // check finds something in the sample (1); everything else succeeds.
      assertTrue(
          r.exitCode() == ExitCodes.OK || r.exitCode() == ExitCodes.INVALID,
          List.of(command) + ": exit " + r.exitCode() + "\n" + r.err());
    }
  }

  @Test
  void the_training_removes_its_scratch_directory_and_what_its_commands_wrote() throws Exception {
    Path sample = Samples.copy(dir, "samples/lower-sync.json");
    Path scratch = Files.createDirectories(dir.resolve("scratch"));

    CdsTraining.run(sample.toString(), scratch);

    assertFalse(Files.exists(scratch));
    try (Stream<Path> left = Files.list(dir)) {
      assertEquals(List.of(sample), left.toList());
    }
  }

  @Test
  void a_training_given_its_scratch_directory_makes_it_and_removes_it() throws Exception {
    Path sample = Samples.copy(dir, "samples/lower-sync.json");
    Path scratch = dir.resolve("bir.jsa.1.scratch");

    CdsTraining.main(new String[] {sample.toString(), scratch.toString()});

    assertFalse(Files.exists(scratch));
    try (Stream<Path> left = Files.list(dir)) {
      assertEquals(List.of(sample), left.toList());
    }
  }
}
