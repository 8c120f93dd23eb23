package io.birj.app.cli;

import picocli.CommandLine.IVersionProvider;

/** The version of the bir-app jar (from its manifest), and the Java runtime. */
public final class VersionProvider implements IVersionProvider {
  @Override
  public String[] getVersion() {
    String v = VersionProvider.class.getPackage().getImplementationVersion();
    return new String[] {
      "bir " + (v == null ? "0.1.0-SNAPSHOT" : v),
      "Java " + Runtime.version() + " (" + System.getProperty("java.vendor") + ")"
    };
  }
}
