package io.birj.loader.read;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.error.BirException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class PointersTest {
  /** At every token of {@code json}: the same pointer as jackson's {@code JsonPointer.forPath}. */
  private static void sameAsJacksonAtEveryToken(String json) throws IOException {
    try (JsonParser p = new JsonFactory().createParser(json)) {
      int n = 0;
      while (p.nextToken() != null) {
        assertEquals(
            BirException.pointerOf(p), Pointers.of(p), "token " + n + " " + p.currentToken());
        n++;
      }
    }
  }

  @Test
  void pointers_are_jacksons_at_every_token_of_nested_objects_and_arrays() throws IOException {
    sameAsJacksonAtEveryToken(
        "{\"a\":[1,[2,[3,{}]],{\"b\":{\"c\":[]}}],\"d\":{\"e\":[[],[[]]]},\"f\":null}");
  }

  @Test
  void pointers_escape_tilde_and_slash_and_keep_an_empty_key() throws IOException {
    sameAsJacksonAtEveryToken("{\"a/b\":{\"~x\":[0,{\"\":1,\"~/~\":2}]},\"\":{\"\":[]}}");
  }

  @Test
  void pointers_are_jacksons_over_the_real_shaped_document() throws IOException {
    sameAsJacksonAtEveryToken(
        Files.readString(Path.of("src/test/resources/real-shaped/lower-sync.json")));
  }

  @Test
  void a_root_array_and_a_bare_scalar_have_jacksons_pointers() throws IOException {
    sameAsJacksonAtEveryToken("[[1],{\"k\":[]},2]");
    sameAsJacksonAtEveryToken("7");
  }
}
