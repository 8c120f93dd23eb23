package io.birj.app.service;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.exc.StreamReadException;
import io.birj.api.format.DocumentFormat;
import io.birj.api.format.DocumentFormats;
import io.birj.api.json.JsonErrors;
import io.birj.loader.BirReader;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Tells a malformed body (400: not JSON at all) from an invalid document (422: JSON, but not valid
 * BIR) with one streaming pass over the tokens, before the loader reads it. Lengths are the
 * loader's business (its errors are 422), so this pass does not limit them; it does stop at one
 * level deeper than the loader reads (a {@code /diff} pair holds its documents one level down):
 * past that the document is refused by the loader anyway, and each level costs this pass memory.
 */
final class BodyCheck {
  /** The deepest nesting this pass follows. */
  static final int MAX_DEPTH = BirReader.DEFAULT_MAX_NESTING_DEPTH + 1;

  static final JsonFactory JSON =
      JsonFactory.builder()
          .streamReadConstraints(
              StreamReadConstraints.builder()
                  .maxNestingDepth(MAX_DEPTH)
                  .maxNumberLength(Integer.MAX_VALUE)
                  .maxStringLength(Integer.MAX_VALUE)
                  .maxNameLength(Integer.MAX_VALUE)
                  .maxDocumentLength(-1)
                  .build())
          .build();

  private BodyCheck() {}

  /**
   * Throws a 400 {@link ProblemException} unless {@code body} is exactly one JSON value or a
   * document in one of {@code formats}' binary encodings (CBOR), which have no text to be malformed
   * in: the loader reports their defects (422, at a byte offset).
   */
  static void wellFormed(byte[] body, DocumentFormats formats) {
    if (body != null && isBinary(body, formats)) {
      return;
    }
    wellFormed(body);
  }

  /** True when an installed binary encoding recognises the body's first bytes. */
  static boolean isBinary(byte[] body, DocumentFormats formats) {
    int n = Math.min(body.length, DocumentFormat.HEAD_LENGTH);
    for (DocumentFormat f : formats.formats()) {
      if (!f.hasLineColumns() && f.recognizes(body, n)) {
        return true;
      }
    }
    return false;
  }

  /** Throws a 400 {@link ProblemException} unless {@code body} is exactly one JSON value. */
  static void wellFormed(byte[] body) {
    if (body == null || body.length == 0) {
      throw ProblemException.malformed(Problems.EMPTY_BODY, 0, 0);
    }
    try (JsonParser p = JSON.createParser(body)) {
      if (p.nextToken() == null) {
        throw ProblemException.malformed(
            "the request body holds no JSON value, only white space", 0, 0);
      }
      p.skipChildren();
      if (p.nextToken() != null) {
        JsonLocation at = p.currentTokenLocation();
        throw ProblemException.malformed(
            "trailing content after the JSON value", at.getLineNr(), at.getColumnNr());
      }
    } catch (StreamConstraintsException e) {
      // Well-formed so far but deeper than the loader reads: the loader says so, with its limits.
    } catch (StreamReadException e) {
      // In the loader's words (JsonErrors), at the place and pointer the parser had reached.
      JsonLocation at = e.getLocation();
      JsonParser failed = e.getProcessor();
      String pointer =
          failed == null ? null : failed.getParsingContext().pathAsPointer().toString();
      throw new ProblemException(
          Problem.of(
                  ProblemType.MALFORMED_BODY,
                  "the request body is not well-formed JSON: " + JsonErrors.message(e))
              .at(pointer, at == null ? 0 : at.getLineNr(), at == null ? 0 : at.getColumnNr()));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
