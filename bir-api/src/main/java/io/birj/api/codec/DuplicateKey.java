package io.birj.api.codec;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.error.BirException;
import io.birj.api.error.DiagnosticCode;

/**
 * The one rule for a key repeated in one object, whoever meets it: the loader's check of a whole
 * document, each codec's check of an expression's keys, jackson's own {@code
 * STRICT_DUPLICATE_DETECTION} behind a {@link io.birj.api.format.DocumentFormat}'s parsers.
 *
 * <ul>
 *   <li><b>What a duplicate is:</b> two members of one object whose keys are the same string as
 *       decoded ({@code "a"} and {@code "\u0061"} are one key; keys differing in case are two), in
 *       any object of a document: modelled, kept as read, or an expression's, in both versions and
 *       both encodings.
 *   <li><b>When it is an error:</b> always, at the second occurrence, before its value is read. The
 *       compiler's nlohmann::json keeps only one of the two values (docs/wire/container.md), so
 *       birj refuses rather than guess which.
 *   <li><b>What it says:</b> {@link #message}, {@code duplicate field 'k'}: the words jackson's
 *       detection reports come out in once reworded ({@link io.birj.api.json.JsonErrors}), so a
 *       duplicate reads the same whichever check finds it.
 * </ul>
 */
public final class DuplicateKey {
  private DuplicateKey() {}

  /** What a repeated {@code key} is called: {@code duplicate field 'k'}. */
  public static String message(String key) {
    return "duplicate field '" + key + "'";
  }

  /** The error of a codec that meets {@code key} again, at the parser's current token. */
  public static BirException error(JsonParser p, String key) {
    return BirException.at(DiagnosticCode.BIRJ_E0101, p, message(key));
  }

  /**
   * The error of a parser that meets {@code key} again: a jackson parse error, as the one jackson's
   * own detection throws, so every {@code catch (JsonProcessingException)} that handles malformed
   * input handles it.
   */
  public static JsonParseException parseError(JsonParser p, String key) {
    return new JsonParseException(p, message(key));
  }
}
