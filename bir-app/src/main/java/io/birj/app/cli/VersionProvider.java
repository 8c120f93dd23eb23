package io.birj.app.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/**
 * The version birj was built as, from {@value #RESOURCE} (filled in by the build), else from the
 * jar's manifest; and the Java runtime. Never a version written into the source.
 */
public final class VersionProvider implements IVersionProvider {
  /** The resource the build fills in with the project's version. */
  public static final String RESOURCE = "io/birj/app/version.properties";

  @Override
  public String[] getVersion() {
    return new String[] {
      "bir " + version(),
      "Java " + Runtime.version() + " (" + System.getProperty("java.vendor") + ")"
    };
  }

  /** The build's version, or {@code unknown} when neither the resource nor the manifest says. */
  public static String version() {
    try (InputStream in = VersionProvider.class.getClassLoader().getResourceAsStream(RESOURCE)) {
      if (in != null) {
        Properties p = new Properties();
        p.load(in);
        String v = p.getProperty("version");
        if (v != null && !v.isBlank() && !v.startsWith("${")) {
          return v.strip();
        }
      }
    } catch (IOException e) {
      // Fall back to the manifest.
    }
    String v = VersionProvider.class.getPackage().getImplementationVersion();
    return v == null ? "unknown (not built by Maven)" : v;
  }
}
