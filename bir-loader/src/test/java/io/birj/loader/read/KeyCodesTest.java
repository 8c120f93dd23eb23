package io.birj.loader.read;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class KeyCodesTest {
  private final List<String> coded = new ArrayList<>();

  private final KeyCodes codes =
      new KeyCodes(
          k -> {
            coded.add(k);
            return k.length();
          });

  @Test
  void aKeyIsCodedByTheRuleOnceAndThenFoundByIdentity() {
    String ins = "ins";
    assertEquals(3, codes.of(ins));
    assertEquals(3, codes.of(ins));
    assertEquals(List.of("ins"), coded);
  }

  @Test
  void anEqualStringOfAnotherParserIsCodedAlike() {
    String a = new String("outs");
    String b = new String("outs");
    assertEquals(4, codes.of(a));
    assertEquals(4, codes.of(b));
    assertEquals(4, codes.of(a));
    assertEquals(4, codes.of(b));
    assertEquals(2, coded.size(), "each string coded once");
  }

  @Test
  void keysSharingAHashAndManyMoreThanTheTableKeepsAreAllCodedRight() {
    // "Aa" and "BB" share a String hash: these all probe one run of the table
    List<String> keys = new ArrayList<>();
    for (int n = 0; n < 1 << 9; n++) {
      StringBuilder k = new StringBuilder();
      for (int bit = 0; bit < 9; bit++) {
        k.append((n >> bit & 1) == 0 ? "Aa" : "BB");
      }
      k.append("x".repeat(n % 5));
      keys.add(k.toString());
    }
    for (int round = 0; round < 3; round++) {
      for (String k : keys) {
        assertEquals(k.length(), codes.of(k), k);
      }
    }
  }
}
