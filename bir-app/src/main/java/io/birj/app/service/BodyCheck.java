package io.birj.app.service;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.exc.StreamReadException;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Tells a malformed body (400: not JSON at all) from an invalid document (422: JSON, but not valid
 * BIR) with one streaming pass over the tokens, before the loader reads it. Size and depth limits
 * are the loader's business (its errors are 422), so this pass has none of its own.
 */
final class BodyCheck {
  private static final JsonFactory JSON =
      JsonFactory.builder()
          .streamReadConstraints(
              StreamReadConstraints.builder()
                  .maxNestingDepth(Integer.MAX_VALUE)
                  .maxNumberLength(Integer.MAX_VALUE)
                  .maxStringLength(Integer.MAX_VALUE)
                  .maxNameLength(Integer.MAX_VALUE)
                  .maxDocumentLength(-1)
                  .build())
          .build();

  private BodyCheck() {}

  /** Throws {@link MalformedBodyException} unless {@code body} is exactly one JSON value. */
  static void wellFormed(byte[] body) {
    if (body == null || body.length == 0) {
      throw new MalformedBodyException(
          "the request body is empty: expected a BIR-JSON document", 0, 0, null);
    }
    try (JsonParser p = JSON.createParser(body)) {
      if (p.nextToken() == null) {
        throw new MalformedBodyException("the request body holds no JSON value", 1, 1, null);
      }
      p.skipChildren();
      if (p.nextToken() != null) {
        JsonLocation at = p.currentTokenLocation();
        throw new MalformedBodyException(
            "trailing content after the JSON document", at.getLineNr(), at.getColumnNr(), null);
      }
    } catch (StreamConstraintsException e) {
      // Well-formed but over a limit: the loader reports it with its own limits.
    } catch (StreamReadException e) {
      JsonLocation at = e.getLocation();
      throw new MalformedBodyException(
          "the request body is not well-formed JSON: " + e.getOriginalMessage(),
          at == null ? 0 : at.getLineNr(),
          at == null ? 0 : at.getColumnNr(),
          e);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
