package io.birj.codec.v2;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.codec.ExprKindCodec;
import io.birj.api.codec.ExprReadContext;
import io.birj.api.error.BirException;
import io.birj.api.error.DiagnosticCode;
import io.birj.api.json.JsonErrors;
import io.birj.api.json.JsonReads;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonValues;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.AffineIV;
import io.birj.pelican.Expr;
import io.birj.pelican.IntRuntimeValue;
import io.birj.pelican.ShardId;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;

/**
 * A vendor object whose {@code "kind"} is not its first key (a producer that sorts keys, as
 * nlohmann does): a vendor codec reads its fields from a parser positioned after {@code "kind"}, so
 * the object is re-assembled with {@code "kind"} first, the keys seen before it written back from
 * what was read, the rest copied as they stand, and handed to the codec from that copy. Its errors
 * are reported at the object's place in the source, their pointers under the object's. {@code
 * vendorDepth}: the vendor nodes above the object's children, the object included.
 */
record VendorReplay(JsonParser p, ExprReadContext ctx, int depth, int vendorDepth) {
  /** The parser is on the vendor tag's value; leaves it on the object's END_OBJECT. */
  Expr read(ExprKindCodec vendor, long seen, V2ExprReader.Frame f, List<JsonValue.Member> unknown)
      throws IOException {
    JsonLocation at = p.currentTokenLocation();
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    JsonFactory factory =
        JsonFactory.builder().streamReadConstraints(p.streamReadConstraints()).build();
    try (JsonGenerator g = factory.createGenerator(buf)) {
      g.writeStartObject();
      g.writeStringField(V2Key.KIND.wire, vendor.tag());
      for (V2Key k : V2Key.values()) {
        if (k != V2Key.KIND && (seen & k.bit) != 0) {
          g.writeFieldName(k.wire);
          writeSeen(g, k, f);
        }
      }
      if (unknown != null) {
        for (JsonValue.Member m : unknown) {
          g.writeFieldName(m.key());
          JsonValues.write(g, m.value());
        }
      }
      while (JsonReads.next(p) == JsonToken.FIELD_NAME) {
        g.writeFieldName(p.currentName());
        JsonReads.next(p);
        try {
          g.copyCurrentStructure(p);
        } catch (JsonProcessingException e) {
          throw JsonReads.syntaxError(p, e);
        }
      }
      g.writeEndObject();
    }
    String pointer = p.getParsingContext().pathAsPointer().toString();
    try (JsonParser q = factory.createParser(buf.toByteArray())) {
      q.nextToken(); // {
      q.nextToken(); // "kind"
      q.nextToken(); // the tag
      q.nextToken(); // the next key or END_OBJECT, as ExprKindCodec.readFields expects
      Expr e = vendor.readFields(q, ctx, c -> new V2ExprReader(c, ctx, depth, vendorDepth).read());
      if (e == null || q.currentToken() != JsonToken.END_OBJECT) {
        throw BirException.at(
            DiagnosticCode.BIRJ_E0000,
            q,
            "the reader of the vendor kind "
                + vendor.tag()
                + " must return a node and stop at the end of its object");
      }
      return e;
    } catch (BirException e) {
      throw new BirException(
          e.diagnosticCode(),
          e.reason() + " (in the vendor object, its keys re-ordered)",
          pointer + e.pointer(),
          at.getLineNr(),
          at.getColumnNr(),
          at.getByteOffset(),
          e);
    } catch (JsonProcessingException e) {
      throw new BirException(
          JsonErrors.code(e),
          JsonErrors.message(e),
          pointer,
          at.getLineNr(),
          at.getColumnNr(),
          at.getByteOffset(),
          e);
    }
  }

  /** A key read before the kind, written back from the value the reader kept. */
  private void writeSeen(JsonGenerator g, V2Key k, V2ExprReader.Frame f) throws IOException {
    V2ExprWriter w = new V2ExprWriter(g, ctx.kinds());
    switch (k) {
      case TERMS:
        g.writeStartArray();
        for (int i = 0; i < f.termCount(); i++) {
          Object o = f.terms.get(i);
          if (o instanceof AffineExpr.Term t) {
            g.writeStartObject();
            g.writeFieldName(V2Key.IDX.wire);
            w.write(t.idx());
            g.writeNumberField(V2Key.COEFF.wire, t.coeff());
            g.writeEndObject();
          } else {
            w.write((Expr) o);
          }
        }
        g.writeEndArray();
        return;
      case VAR:
        w.write(f.var);
        return;
      case NUMER:
        w.write(f.numer);
        return;
      case N_TERMS:
        V2ExprWriter.writeUnsigned(g, f.nTerms);
        return;
      case REPLICA_GROUPS_ID:
        V2ExprWriter.writeUnsigned(g, f.replicaGroupsId);
        return;
      case AXIS:
        g.writeString(((AffineIV) f.leaf).axis());
        return;
      case REGREF:
        g.writeString(((IntRuntimeValue) f.leaf).register());
        return;
      case UB:
        g.writeNumber(((ShardId) f.leaf).ub());
        return;
      case C:
        g.writeNumber(f.c);
        return;
      case SCALE:
        g.writeNumber(f.scale);
        return;
      case DENOM:
        g.writeNumber(f.denom);
        return;
      case ARG_ID:
        g.writeNumber(f.argId);
        return;
      case ITERATION_ID:
        g.writeNumber(f.iterationId);
        return;
      case CHANNEL_ID:
        g.writeNumber(f.channelId);
        return;
      default: // IDX, COEFF: never in an expression object
        throw new IllegalStateException(k.wire);
    }
  }
}
