package io.birj.loader.read;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import io.birj.api.container.Keys;
import io.birj.api.dispatch.ExprDispatch;
import io.birj.api.error.BirException;
import io.birj.api.error.CodedMessage;
import io.birj.api.error.DiagnosticCode;
import io.birj.api.format.DocumentFormat;
import io.birj.api.format.JsonFormat;
import io.birj.api.model.Module;
import io.birj.loader.diagnostics.Messages;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;

/**
 * The module's {@code version}, which must be known before the first expression is decoded (only
 * the expression read dispatch consults it). Read from the {@code version} key when the reader
 * meets it; when an expression comes first (a writer that sorts keys puts {@code version} after
 * {@code functions}), looked for ahead with a second parser over the document's top level, once per
 * document (docs/architecture.md, "Reading").
 */
final class VersionProbe {
  /** What is known of the version. */
  private enum State {
    UNKNOWN,
    KNOWN,
    UNAVAILABLE
  }

  private final Module module;
  private final DocumentSource source;
  private final DocumentFormat format;
  private final StreamReadConstraints constraints;
  private final ReadCursor cursor;
  private State state = State.UNKNOWN;
  private boolean keyMet;
  private boolean badVersionReported;
  private boolean missingReported;
  private boolean badVersionDeferred;
  private long versionPosition;

  /**
   * The version as read, kept here rather than read back from the module: only the expression read
   * dispatch reads {@code Module.getVersion()} (docs/wire/expressions.md, "The version gate").
   */
  private int version;

  VersionProbe(
      Module module,
      DocumentSource source,
      DocumentFormat format,
      StreamReadConstraints constraints,
      ReadCursor cursor) {
    this.module = module;
    this.source = source;
    this.format = format;
    this.constraints = constraints;
    this.cursor = cursor;
  }

  /**
   * A probe for a reader of a part of a document whose version the whole document's reader has
   * (ParallelRead): known, as if its key had been met.
   */
  static VersionProbe assumed(Module module, int version, ReadCursor cursor) {
    VersionProbe p = new VersionProbe(module, null, JsonFormat.INSTANCE, null, cursor);
    p.keyMet = true;
    p.set(version);
    return p;
  }

  /** Reads the {@code version} key's value at the cursor. */
  void readKey() throws IOException {
    keyMet = true;
    long position = cursor.position();
    versionPosition = position;
    int v;
    try {
      v = value(cursor.parser());
    } catch (BirException e) {
      if (state == State.UNKNOWN) {
        state = State.UNAVAILABLE;
      }
      throw e;
    }
    if (state == State.UNKNOWN) {
      set(v);
    } else if (state == State.KNOWN && version == v && badVersionDeferred) {
      // The look-ahead found a version the compiler refuses; it is reported here, at its key.
      badVersionDeferred = false;
      cursor.report(BirException.atPosition(badVersion(), "/version", position));
    } else if (state == State.KNOWN && version != v) {
      // The look-ahead found this very key: nothing to do. (Duplicate keys are refused by the
      // parser, so a second, different version cannot occur.)
      // Only a fault of birj's look-ahead makes this: a warning without a code of its own, to
      // be reported (docs/diagnostics.md, BIRJ-W0000).
      cursor.warn(
          DiagnosticCode.BIRJ_W0000,
          "the version changed between the look-ahead and the read",
          "/version",
          position);
    }
  }

  /** The document's version; valid after {@link #ensure()} returned. */
  int version() {
    return version;
  }

  /** The version the document declares, when it was read as a number (the read is over). */
  java.util.OptionalInt declared() {
    return state == State.KNOWN ? java.util.OptionalInt.of(version) : java.util.OptionalInt.empty();
  }

  /** True once the {@code version} key has been met by the main pass. */
  boolean keyMet() {
    return keyMet;
  }

  /**
   * True when no expression can be read: no version could be had, or it is neither 1 nor 2 (the
   * cause was reported, or will be by the main pass, once, at the version key).
   */
  boolean unavailable() {
    return state == State.UNAVAILABLE
        || (state == State.KNOWN && version != 1 && version != 2 && badVersionReported);
  }

  /** The compiler's words for a version it refuses, and the version found. */
  private CodedMessage badVersion() {
    // -1 stands for a version of 2^31 or more (value), which is no use to print.
    return new CodedMessage(
        DiagnosticCode.BIRJ_E0204,
        ExprDispatch.BAD_READ_VERSION
            + (version >= 0 ? ", found " + version : ", found a version of 2^31 or more"));
  }

  /**
   * Makes the version known before an expression is decoded; throws {@link VersionUnavailable}
   * (after reporting the cause once) when no expression of this document can be decoded.
   */
  void ensure() {
    if (state == State.KNOWN) {
      if (version != 1 && version != 2) {
        if (!badVersionReported) {
          badVersionReported = true;
          // At the version key, where the fault is, rather than at this first expression: when
          // the key is still ahead (found by the look-ahead), when the main pass reaches it.
          if (keyMet) {
            cursor.report(BirException.atPosition(badVersion(), "/version", versionPosition));
          } else {
            badVersionDeferred = true;
          }
        }
        throw new VersionUnavailable();
      }
      return;
    }
    if (state == State.UNAVAILABLE) {
      throw new VersionUnavailable();
    }
    lookAhead();
    ensure();
  }

  private void lookAhead() {
    state = State.UNAVAILABLE;
    if (format == JsonFormat.INSTANCE) {
      int found = scanBytes();
      if (found >= 0) {
        set(found);
        return;
      }
      if (found == TopLevelScan.ABSENT) {
        reportMissing();
        return;
      }
    }
    try (InputStream in = source.lookAhead();
        JsonParser q = format.createParser(in, constraints)) {
      // Only the top level's keys matter here; the main pass refuses duplicates.
      q.disable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
      if (q.nextToken() != JsonToken.START_OBJECT) {
        return;
      }
      while (q.nextToken() == JsonToken.FIELD_NAME) {
        String key = q.currentName();
        q.nextToken();
        if (Keys.VERSION.equals(key)) {
          try {
            set(value(q));
          } catch (BirException e) {
            // Reported by the main pass when it reaches the key.
          }
          return;
        }
        q.skipChildren();
      }
      // The whole top level was scanned: there is no version at all.
      reportMissing();
    } catch (IOException e) {
      // Malformed bytes ahead: the main pass reports them where they are.
    }
  }

  /** The byte scan of a JSON document, or {@link TopLevelScan#UNSURE}. */
  private int scanBytes() {
    try (InputStream in = source.lookAhead()) {
      return TopLevelScan.version(in);
    } catch (IOException e) {
      return TopLevelScan.UNSURE;
    }
  }

  private void reportMissing() {
    missingReported = true;
    cursor.report(BirException.atPosition(Messages.missingVersion(), "", module.sourcePosition()));
  }

  /**
   * At the document's end: a missing {@code version} is an error (the compiler's {@code
   * j.at("version")}), reported once; a version other than 1 or 2 in a document without expressions
   * is what the compiler accepts, with a warning.
   */
  void finish() {
    if (badVersionDeferred) {
      // The read ended before it reached the key the look-ahead found: reported where it is known.
      badVersionDeferred = false;
      cursor.report(BirException.atPosition(badVersion(), "/version", module.sourcePosition()));
    }
    if (!keyMet && !missingReported) {
      missingReported = true;
      cursor.report(
          BirException.atPosition(Messages.missingVersion(), "", module.sourcePosition()));
    } else if (state == State.KNOWN && !badVersionReported) {
      if (version != 1 && version != 2) {
        cursor.warn(Messages.unusedBadVersion(), "/version", versionPosition);
      }
    }
  }

  /** The version's value: an unsigned integer, read exactly (anything but 1 or 2 fails later). */
  private static int value(JsonParser p) throws IOException {
    if (p.currentToken() != JsonToken.VALUE_NUMBER_INT) {
      throw BirException.at(
          DiagnosticCode.BIRJ_E0203,
          p,
          "version must be an unsigned integer, found " + io.birj.api.json.JsonReads.describe(p));
    }
    BigInteger v = p.getBigIntegerValue();
    if (v.signum() < 0) {
      throw BirException.at(
          DiagnosticCode.BIRJ_E0203, p, "version must be an unsigned integer, found " + v);
    }
    // Exact: 2^63 + 2 is not 2. Every value but 1 and 2 fails at the first expression alike.
    return v.bitLength() < 31 ? v.intValue() : -1;
  }

  private void set(int v) {
    module.setVersion(v);
    version = v;
    state = State.KNOWN;
    if (source != null) {
      source.versionKnown();
    }
  }
}
