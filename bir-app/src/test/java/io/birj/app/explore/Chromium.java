package io.birj.app.explore;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Headless Chromium for the explorer's tests, as .ci/run installs it (Debian's chromium and
 * chromium-driver). Missing, it fails the test that asks for it: a page nobody looked at is not
 * known to work.
 */
final class Chromium {
  static final Path CHROMIUM = Path.of("/usr/bin/chromium");
  static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");

  private Chromium() {}

  static ChromeDriver start() throws IOException {
    assertTrue(
        Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER),
        "the explorer's browser tests need "
            + CHROMIUM
            + " and "
            + CHROMEDRIVER
            + " (apt-get install chromium chromium-driver; .ci/run does)");
    ChromeOptions o = new ChromeOptions();
    o.setBinary(CHROMIUM.toFile());
    // The network is closed: without these, Chromium waits on lookups it cannot make.
    o.addArguments(
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
        "--window-size=1400,900",
        "--user-data-dir=" + Files.createTempDirectory("birj-chromium"));
    ChromeDriverService service =
        new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile()).build();
    return new ChromeDriver(service, o);
  }
}
