package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The release launcher's archive maker when it cannot make the archive: it says so by its result
 * alone (nothing thrown, nothing printed matters: its output is dropped) and leaves no file behind,
 * neither a half-written archive nor its own temporary ones. (Making one is tested on the release
 * archive, ReleaseArchiveTest in bir-dist: a dump needs the class path of jars it runs on.)
 */
class CdsArchiveTest {
  /** A process id no process has: above Linux's largest (2^22). */
  private static final long DEAD = 999_999_999;

  @TempDir Path dir;

  private List<Path> left() throws Exception {
    try (Stream<Path> files = Files.walk(dir)) {
      return files.filter(p -> !p.equals(dir)).toList();
    }
  }

  @Test
  void a_class_path_without_the_app_makes_no_archive_and_leaves_no_file() throws Exception {
    Path target = dir.resolve("bir.jsa");

    boolean made = CdsArchive.make(dir.resolve("no-such.jar").toString(), target);

    assertFalse(made);
    assertEquals(List.of(), left());
  }

  @Test
  void a_target_whose_directory_cannot_be_made_makes_no_archive_and_leaves_no_file()
      throws Exception {
    // A regular file where the directory would be: no user, root included, can write under it.
    Path file = Files.writeString(dir.resolve("a-file"), "");
    Path target = file.resolve("cache/bir.jsa");

    boolean made = CdsArchive.make(System.getProperty("java.class.path"), target);

    assertFalse(made);
    assertEquals(List.of(file), left());
  }

  @Test
  void the_files_of_a_maker_that_died_are_removed_by_the_next_even_when_it_fails()
      throws Exception {
    Path target = dir.resolve("bir.jsa");
    Files.writeString(dir.resolve("bir.jsa." + DEAD + ".sample.json"), "{}");
    Files.writeString(dir.resolve("bir.jsa." + DEAD + ".classes"), "");
    Path tables = Files.createDirectories(dir.resolve("bir.jsa." + DEAD + ".scratch/tables"));
    Files.writeString(tables.resolve("instructions.parquet"), "PAR1");

    boolean made = CdsArchive.make(dir.resolve("no-such.jar").toString(), target);

    assertFalse(made);
    assertEquals(List.of(), left());
  }

  @Test
  void the_files_of_a_maker_at_work_are_left_to_it() throws Exception {
    Path target = dir.resolve("bir.jsa");
    long running = ProcessHandle.current().parent().orElseThrow().pid();
    Path atWork = Files.writeString(dir.resolve("bir.jsa." + running + ".sample.json"), "{}");

    CdsArchive.make(dir.resolve("no-such.jar").toString(), target);

    assertEquals(List.of(atWork), left());
  }
}
