package io.birj.loader.read;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.error.BirException;
import io.birj.api.error.DiagnosticCode;
import io.birj.api.json.HeldParser;
import io.birj.api.json.HeldValue;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonValues;
import io.birj.api.pointer.DocPointer;
import io.birj.pelican.PelicanException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads content no model key holds (an unknown key, the keys of an opcode the catalog lacks, an
 * allocation of an unknown kind) as a {@link JsonValue}, kept as read, except that an object with
 * the shape of an expression of the document's version is decoded into a {@link
 * JsonValue.JsonExpr}: a conversion then writes it in the target version, and a written document
 * never holds an expression of a version it does not declare (docs/wire/conversion.md).
 *
 * <p>An object that has the shape but does not decode is kept as read, with a warning; a conversion
 * refuses it by pointer.
 */
final class KeptContent {
  private KeptContent() {}

  /** Reads the value at the cursor, leaving the cursor on its last token. */
  static JsonValue read(ReadCursor cursor, ExprSite site) throws IOException {
    return read(cursor.parser(), cursor.pointer(), cursor, site);
  }

  /**
   * Reads the value at {@code p}'s current token (whose pointer is {@code pointer}), leaving {@code
   * p} on its last token: {@code p} may be another parser than the cursor's (an opcode reader
   * replaying a value it held); warnings still go to the cursor's run.
   */
  static JsonValue read(JsonParser p, String pointer, ReadCursor cursor, ExprSite site)
      throws IOException {
    JsonToken t = p.currentToken();
    if (t != JsonToken.START_OBJECT && t != JsonToken.START_ARRAY) {
      return JsonValues.read(p);
    }
    HeldValue held = HeldValue.capture(p, p.currentName(), pointer);
    return new Builder(cursor, site, held, p.streamReadConstraints()).build();
  }

  /** Builds the tree of a held value, innermost containers first, with an explicit stack. */
  private static final class Builder {
    private final ReadCursor cursor;
    private final ExprSite site;
    private final HeldValue held;
    private final StreamReadConstraints constraints;
    private PelicanCodec codec;

    Builder(ReadCursor cursor, ExprSite site, HeldValue held, StreamReadConstraints constraints) {
      this.cursor = cursor;
      this.site = site;
      this.held = held;
      this.constraints = constraints;
    }

    /** A container under construction. */
    private static final class Open {
      final int start;
      final boolean object;
      final String keyInParent;
      final List<JsonValue.Member> members;
      final List<JsonValue> items;
      String pendingKey;
      boolean candidate;

      Open(int start, boolean object, String keyInParent) {
        this.start = start;
        this.object = object;
        this.keyInParent = keyInParent;
        this.members = object ? new ArrayList<>() : null;
        this.items = object ? null : new ArrayList<>();
      }
    }

    JsonValue build() throws IOException {
      List<Open> stack = new ArrayList<>();
      for (int i = 0; i < held.size(); i++) {
        JsonToken t = held.token(i);
        Open top = stack.isEmpty() ? null : stack.get(stack.size() - 1);
        JsonValue done;
        switch (t) {
          case START_OBJECT:
          case START_ARRAY:
            stack.add(
                new Open(i, t == JsonToken.START_OBJECT, top == null ? null : top.pendingKey));
            continue;
          case FIELD_NAME:
            top.pendingKey = (String) held.payload(i);
            if (site.codecs().shapeKeys().contains(top.pendingKey)) {
              top.candidate = true;
            }
            continue;
          case END_OBJECT:
          case END_ARRAY:
            {
              stack.remove(stack.size() - 1);
              done = finish(top, i, stack);
              if (stack.isEmpty()) {
                return done;
              }
              top = stack.get(stack.size() - 1);
              break;
            }
          default:
            done = scalar(i);
        }
        if (top.object) {
          top.members.add(new JsonValue.Member(top.pendingKey, done));
          top.pendingKey = null;
        } else {
          top.items.add(done);
        }
      }
      throw new IllegalStateException("unbalanced held value");
    }

    private JsonValue finish(Open o, int end, List<Open> outer) throws IOException {
      if (!o.object) {
        return new JsonValue.JsonArray(o.items);
      }
      JsonValue.JsonObject obj = new JsonValue.JsonObject(o.members);
      if (!o.candidate || site.versionUnavailable()) {
        return obj;
      }
      if (codec == null) {
        try {
          codec = site.documentCodec();
        } catch (VersionUnavailable e) {
          return obj;
        }
        if (codec == null) {
          return obj;
        }
      }
      if (!codec.looksLikeExpression(obj, site.kinds())) {
        return obj;
      }
      String pointer = pointerOf(outer, o);
      try (HeldParser hp = new HeldParser(held, o.start, end, constraints)) {
        hp.nextToken();
        return new JsonValue.JsonExpr(site.readExpr(hp));
      } catch (BirException | PelicanException e) {
        cursor.warn(
            DiagnosticCode.BIRJ_W0507,
            "an object shaped like a "
                + codec.description()
                + " expression does not read as one ("
                + e.getMessage()
                + "); kept as read, and a conversion to another version refuses it",
            pointer,
            held.position(o.start));
        return obj;
      }
    }

    private String pointerOf(List<Open> outer, Open o) {
      StringBuilder sb = new StringBuilder(held.pointer());
      List<Open> chain = new ArrayList<>(outer);
      chain.add(o);
      for (int k = 1; k < chain.size(); k++) {
        Open parent = chain.get(k - 1);
        Open child = chain.get(k);
        sb.append('/');
        if (parent.object) {
          DocPointer.appendEscaped(sb, child.keyInParent);
        } else {
          sb.append(parent.items.size());
        }
      }
      return sb.toString();
    }

    private JsonValue scalar(int i) {
      switch (held.token(i)) {
        case VALUE_STRING:
          return cursor.share(new JsonValue.JsonString((String) held.payload(i)));
        case VALUE_NUMBER_INT:
        case VALUE_NUMBER_FLOAT:
          return cursor.share(
              new JsonValue.JsonNumber(((HeldValue.Number) held.payload(i)).text()));
        case VALUE_TRUE:
          return new JsonValue.JsonBool(true);
        case VALUE_FALSE:
          return new JsonValue.JsonBool(false);
        default:
          return JsonValue.JsonNull.NULL;
      }
    }
  }
}
