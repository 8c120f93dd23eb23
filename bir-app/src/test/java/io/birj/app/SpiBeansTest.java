package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.cli.ExitCodes;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The SPIs are beans: a codec bean defined through DI takes the place of the found one. */
class SpiBeansTest {
  @Test
  void a_codec_bean_replaces_the_service_loader_codec_of_its_version() {
    CliHarness.Result r = CliHarness.run(Map.of("test.fake-v1", "true"), "codecs");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().contains("v1  " + FakeV1Codec.DESCRIPTION), r.out());
    assertTrue(r.out().contains("v2  v2 ("), r.out());
  }

  @Test
  void the_replacement_is_used_for_reading() {
    CliHarness.Result r =
        CliHarness.run(Map.of("test.fake-v1", "true"), "expr", "--from", "1", "{\"c\":3}");
    assertEquals(ExitCodes.INVALID, r.exitCode());
    assertTrue(r.err().contains("the fake v1 codec reads nothing"), r.err());
  }

  @Test
  void without_the_bean_the_found_codec_serves() {
    CliHarness.Result r = CliHarness.run("codecs");
    assertFalse(r.out().contains(FakeV1Codec.DESCRIPTION), r.out());
  }
}
