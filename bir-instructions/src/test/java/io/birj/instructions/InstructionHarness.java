package io.birj.instructions;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.instruction.OpcodeFields;
import io.birj.api.json.JsonReads;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonValues;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * What the loader does with one instruction object, cut down to the opcode keys: {@code opcode}
 * picks the typed fields, each key goes to {@link OpcodeFields#readField} and, when that declines,
 * is kept as unknown content in read order. Writing puts {@code opcode} first, then the typed keys
 * in emit order, then the unknown keys in read order.
 */
final class InstructionHarness {
  static final String OPCODE = "opcode";
  static final JsonFactory JSON = new JsonFactory();

  /** One instruction as read: its opcode, its typed fields ({@code null} if unknown), the rest. */
  record Read(String opcode, OpcodeFields fields, List<JsonValue.Member> unknown) {}

  private final OpcodeCatalog catalog;

  InstructionHarness(OpcodeCatalog catalog) {
    this.catalog = catalog;
  }

  static InstructionHarness withIsaCatalog() {
    return new InstructionHarness(new OpcodeCatalog(List.of(new IsaCatalog())));
  }

  Read read(String json, TestContext ctx) {
    try (JsonParser p = JSON.createParser(json)) {
      p.nextToken();
      JsonReads.expect(p, JsonToken.START_OBJECT, "an instruction");
      String opcode = null;
      OpcodeFields fields = null;
      List<JsonValue.Member> unknown = new ArrayList<>();
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String key = p.currentName();
        p.nextToken();
        if (opcode == null && key.equals(OPCODE)) {
          opcode = JsonReads.string(p, OPCODE);
          fields = catalog.newFields(opcode);
        } else if (fields == null || !fields.readField(key, p, ctx)) {
          unknown.add(new JsonValue.Member(key, JsonValues.read(p)));
        }
      }
      return new Read(opcode, fields, unknown);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  String write(Read r, TestContext ctx) {
    StringWriter out = new StringWriter();
    try (JsonGenerator g = JSON.createGenerator(out)) {
      g.writeStartObject();
      g.writeStringField(OPCODE, r.opcode());
      if (r.fields() != null) {
        r.fields().writeFields(g, ctx);
      }
      for (JsonValue.Member m : r.unknown()) {
        g.writeFieldName(m.key());
        JsonValues.write(g, m.value());
      }
      g.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString();
  }

  /** Read, then write. */
  String roundTrip(String json, TestContext ctx) {
    return write(read(json, ctx), ctx);
  }
}
