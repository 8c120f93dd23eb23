package io.birj.loader;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.error.BirException;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.json.JsonReads;
import io.birj.api.model.Module;
import java.io.IOException;
import java.io.InputStream;

/**
 * The document's version, which must be known before the first expression is decoded: read from the
 * {@code version} key, or looked ahead for with a second parser when that key comes later.
 */
final class DocumentVersion {
  private final ParseState state;
  private final JsonFactory factory;
  private final Source source;
  private final Module module;
  private boolean known;
  private boolean missing;
  private boolean bad;

  DocumentVersion(ParseState state, JsonFactory factory, Source source, Module module) {
    this.state = state;
    this.factory = factory;
    this.source = source;
    this.module = module;
  }

  /** Whether the missing version has been reported already (by {@link #ensure}). */
  boolean missingReported() {
    return missing;
  }

  /** Reads the {@code version} key's value. */
  void read() throws IOException {
    bad = true; // until it reads
    int v = value(state.p);
    bad = false;
    if (!known) {
      set(v);
    }
  }

  /**
   * Makes the version known before the first expression is decoded: when the {@code version} key
   * has not been met yet, a second parser looks ahead over the document's top level for it.
   */
  void ensure() {
    if (known) {
      return;
    }
    if (bad) {
      // The version key was met and its error reported: no expression can be read.
      throw stop(null);
    }
    try (InputStream in = source.lookAhead();
        JsonParser q = factory.createParser(in)) {
      if (q.nextToken() == JsonToken.START_OBJECT) {
        while (q.nextToken() == JsonToken.FIELD_NAME) {
          String key = q.currentName();
          q.nextToken();
          if (Keys.VERSION.equals(key)) {
            set(value(q));
            return;
          }
          q.skipChildren();
        }
      }
    } catch (IOException e) {
      throw BirException.at(
          state.p, "cannot look ahead for the document's version: " + e.getMessage(), e);
    } catch (BirException e) {
      // A bad version value found ahead: one error, then stop.
      throw stop(e);
    }
    // No version anywhere: one error, then stop (every expression would fail the same way).
    throw stop(ParseState.missingKey(Keys.VERSION, "the document", "", module.sourcePosition()));
  }

  private static int value(JsonParser parser) throws IOException {
    long v = JsonReads.unsignedLong(parser, "version");
    if (v > Integer.MAX_VALUE) {
      throw BirException.at(parser, QuasiAffineExpr.BAD_READ_VERSION);
    }
    return (int) v;
  }

  private void set(int v) {
    module.setVersion(v);
    known = true;
    source.versionKnown();
  }

  /** No expression can be read: reports {@code error} (if any), then stops the reading. */
  private Problems.LimitReached stop(BirException error) {
    known = true;
    missing = true;
    if (error != null) {
      state.report(error);
    }
    return new Problems.LimitReached();
  }
}
