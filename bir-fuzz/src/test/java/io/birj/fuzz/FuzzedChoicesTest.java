package io.birj.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.api.CannedFuzzedDataProvider;
import java.util.List;
import org.junit.jupiter.api.Test;

class FuzzedChoicesTest {
  @Test
  void eachChoiceIsTheProvidersLongInTheRangeAsked() {
    FuzzedChoices c = new FuzzedChoices(CannedFuzzedDataProvider.create(List.of(3L, 7L, -2L)));
    assertEquals(3, c.between(0, 10));
    assertEquals(7, c.between(5, 9));
    assertEquals(-2, c.between(-4, 4));
  }
}
