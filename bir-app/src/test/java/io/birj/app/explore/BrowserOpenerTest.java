package io.birj.app.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.URI;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Which command {@code --open} runs for {@code $BROWSER}. */
class BrowserOpenerTest {
  static final URI PAGE = URI.create("http://127.0.0.1:8765/");

  @Test
  void theAddressComesLastUnlessPercentSPlacesIt() {
    assertEquals(
        List.of("firefox", PAGE.toString()),
        new BrowserOpener(Map.of("BROWSER", "firefox")).browserCommand(PAGE));
    assertEquals(
        List.of("chromium", "--app=" + PAGE),
        new BrowserOpener(Map.of("BROWSER", "chromium --app=%s")).browserCommand(PAGE));
  }

  @Test
  void theFirstCommandOfAListIsRun() {
    assertEquals(
        List.of("w3m", PAGE.toString()),
        new BrowserOpener(Map.of("BROWSER", ":w3m:lynx")).browserCommand(PAGE));
  }

  @Test
  void withoutBrowserTheDesktopsOpenerIsUsed() {
    assertEquals(List.of(), new BrowserOpener(Map.of()).browserCommand(PAGE));
  }
}
