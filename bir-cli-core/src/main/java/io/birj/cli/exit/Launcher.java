package io.birj.cli.exit;

import io.birj.cli.text.Display;

/**
 * The command whose lines these are: what they start with ({@code bir: ...}), how they show names
 * and messages, where its JVM takes options (the out-of-memory line names the flag to put there),
 * and its option for fewer threads, if it has one.
 *
 * @param name the command's name, the first word of each of its lines about a run
 * @param display how its lines show strings
 * @param vmOptionsVariable the environment variable its launcher passes to the JVM ({@code
 *     JAVA_OPTS} for {@code ./bir}; {@code JDK_JAVA_OPTIONS}, which the java launcher itself reads,
 *     for a {@code jlink} image)
 * @param threadsOption the option that makes it start fewer threads, or {@code null}
 */
public record Launcher(
    String name, Display display, String vmOptionsVariable, String threadsOption) {
  /** {@code NAME: MESSAGE}. */
  public String line(String message) {
    return name + ": " + message;
  }
}
