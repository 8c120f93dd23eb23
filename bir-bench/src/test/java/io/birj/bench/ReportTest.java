package io.birj.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;

class ReportTest {
  /** The text as the report prints it: with the platform's line separator. */
  private static String lines(String s) {
    return s.replace("\n", System.lineSeparator());
  }

  @Test
  void checkTableShowsBothTimesInWholeMillisecondsAndTheirRatio() {
    assertEquals(
        lines(
            """
            #### Check, 10 MB, mixed (ms; the check of a loaded model next to its load)

            | birj check | birj load | check / load (≤ 2.0) |
            |---:|---:|---:|
            | 151 | 100 | 1.51 |

            """),
        Report.check(Map.of("birjCheck/mixed", 150.6, "birjLoad/mixed", 99.7), 10));
  }

  @Test
  void checkTableIsLeftOutWithoutBothScores() {
    assertEquals("", Report.check(Map.of("birjCheck/mixed", 150.6), 10));
  }

  @Test
  void writeTableShowsTheWriteNextToItsReferencesAndTheRatiosToThem() {
    assertEquals(
        lines(
            """
            #### Write v2, 100 MB, mixed (ms per write)

            | birj write | token-for-token copy | Jackson writeTree | birj / copy (≤ 1.5) | birj / writeTree |
            |---:|---:|---:|---:|---:|
            | 300 | 200 | 400 | 1.50 | 0.75 |

            """),
        Report.write(
            Map.of(
                "birjWrite/mixed",
                300.0,
                "tokenCopy/mixed",
                200.0,
                "jacksonWriteTree/mixed",
                400.0),
            100));
  }

  @Test
  void cborTableShowsBothLoadsAndTheRatioOfTheTwinToTheJson() {
    assertEquals(
        lines(
            """
            #### CBOR twin, 10 MB of JSON, mixed (ms per load)

            | birj load JSON | birj load CBOR | CBOR / JSON |
            |---:|---:|---:|
            | 120 | 90 | 0.75 |

            """),
        Report.cbor(Map.of("birjLoadJson/mixed", 120.0, "birjLoadCbor/mixed", 90.0), 10));
  }
}
