package io.birj.loader;

import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.error.BirException;
import io.birj.api.json.FloatText;
import io.birj.api.json.JsonReads;
import io.birj.api.json.JsonValue;
import io.birj.api.model.AccessPattern;
import io.birj.api.model.ApOperand;
import io.birj.api.model.ImmArray;
import io.birj.api.model.ImmValue;
import io.birj.api.model.Operand;
import io.birj.api.model.PhysicalAp;
import io.birj.api.model.RegisterAccess;
import io.birj.api.model.RegisterAp;
import io.birj.api.model.SymbolicAp;
import io.birj.api.model.SymbolicImmValue;
import io.birj.api.model.SymbolicPwap;
import io.birj.loader.ParseState.FieldHandler;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Reads an instruction's operands, their access patterns and immediates. */
final class OperandReader {
  private static final String AP_PAIR_TWO_NUMBERS = "an ap pair is [step, num]: it has two numbers";

  private final ParseState state;
  private final ExpressionReader exprs;
  // Access patterns and shapes repeat across a document and are immutable: shared (DESIGN.md,
  // "Intern what repeats").
  private final Map<AccessPattern, AccessPattern> aps = new HashMap<>();
  private final Map<List<Long>, List<Long>> shapes = new HashMap<>();

  OperandReader(ParseState state, ExpressionReader exprs) {
    this.state = state;
    this.exprs = exprs;
  }

  List<Operand> readOperands(String what) throws IOException {
    ArrayList<Operand> out = new ArrayList<>(2);
    state.array(what, () -> readOperand(out));
    out.trimToSize();
    return out;
  }

  private void readOperand(List<Operand> out) throws IOException {
    state.tagged(
        "an operand",
        Operand.KEY_KIND,
        null,
        (tag, objStart, before) -> {
          Operand op = newOperand(tag);
          op.setSourcePosition(objStart);
          out.add(op);
          return operandHandler(op);
        });
  }

  private Operand newOperand(String kind) {
    switch (kind) {
      case PhysicalAp.KIND:
        return new PhysicalAp();
      case SymbolicAp.KIND:
        return new SymbolicAp();
      case SymbolicPwap.KIND:
        return new SymbolicPwap();
      case RegisterAp.KIND:
        return new RegisterAp();
      case RegisterAccess.KIND:
        return new RegisterAccess();
      case ImmValue.KIND:
        return new ImmValue();
      case SymbolicImmValue.KIND:
        return new SymbolicImmValue();
      case ImmArray.KIND:
        return new ImmArray();
      default:
        throw BirException.at(
            state.p,
            "unknown operand kind \""
                + kind
                + "\" (known: physical_ap, symbolic_ap, symbolic_pwap, register_ap,"
                + " register_access, imm_value, symbolic_imm_value, imm_array)");
    }
  }

  private FieldHandler operandHandler(Operand op) {
    return key -> {
      switch (key) {
        case Keys.DTYPE:
          op.setDtype(state.name("dtype"));
          return;
        case Keys.AP:
          if (op instanceof ApOperand a) {
            a.setAp(readAp());
            return;
          }
          break;
        case Keys.MEMSETREF:
          if (op instanceof ApOperand a) {
            a.setMemsetref(state.nameRef("memsetref"));
            return;
          }
          break;
        case Keys.OFFSET:
          if (op instanceof PhysicalAp a) {
            a.setOffset(JsonReads.signedLong(state.p, "offset"));
            return;
          }
          break;
        case Keys.MEMREF:
          if (op instanceof PhysicalAp a) {
            a.setMemref(state.nameRef("memref"));
            return;
          }
          break;
        case Keys.ADDRS:
          if (op instanceof SymbolicAp a) {
            a.setAddrs(exprs.readExprs("addrs"));
            return;
          }
          break;
        case Keys.ACCESS_SHAPE:
          if (op instanceof SymbolicAp a) {
            a.setAccessShape(readLongs("access_shape"));
            return;
          }
          if (op instanceof SymbolicPwap a) {
            a.setAccessShape(readLongs("access_shape"));
            return;
          }
          break;
        case Keys.PIECES:
          if (op instanceof SymbolicPwap a) {
            List<SymbolicPwap.Piece> pieces = new ArrayList<>();
            a.setPieces(pieces);
            state.array("pieces", () -> pieces.add(readPiece()));
            return;
          }
          break;
        case Keys.REG_AP_OFFSET:
          if (op instanceof RegisterAp a) {
            a.setRegApOffset(exprs.readExpr());
            return;
          }
          break;
        case Keys.REGREF:
          if (op instanceof RegisterAp a) {
            a.setRegref(state.nameRef("regref"));
            return;
          }
          if (op instanceof RegisterAccess a) {
            a.setRegref(state.nameRef("regref"));
            return;
          }
          break;
        case Keys.VALUE:
          if (op instanceof ImmValue a) {
            a.setValue(readImmediate());
            return;
          }
          if (op instanceof SymbolicImmValue a) {
            a.setValue(exprs.readExpr());
            return;
          }
          break;
        case Keys.VALUES:
          if (op instanceof ImmArray a) {
            List<JsonValue> values = new ArrayList<>();
            a.setValues(values);
            state.array("values", () -> values.add(readImmediate()));
            return;
          }
          break;
        default:
          break;
      }
      state.unknown(op.unknownKeys(), key);
    };
  }

  private SymbolicPwap.Piece readPiece() throws IOException {
    SymbolicPwap.Piece piece = new SymbolicPwap.Piece();
    return state.readObject(
        "a piece",
        piece,
        key -> {
          switch (key) {
            case Keys.PREDICATES:
              piece.setPredicates(exprs.readPredicates());
              return;
            case Keys.ADDRS:
              piece.setAddrs(exprs.readExprs("addrs"));
              return;
            default:
              state.unknown(piece.unknownKeys(), key);
          }
        });
  }

  private AccessPattern readAp() throws IOException {
    List<AccessPattern.Pair> pairs = new ArrayList<>();
    int[] form = {0}; // 0 unknown, 1 arrays, 2 objects
    state.array(
        "ap",
        () -> {
          int f = state.p.currentToken() == JsonToken.START_OBJECT ? 2 : 1;
          if (form[0] != 0 && form[0] != f) {
            throw BirException.at(state.p, "ap mixes [step, num] arrays and {step, num} objects");
          }
          form[0] = f;
          if (f == 2) {
            long[] sn = {0, 0};
            boolean[] seen = new boolean[2];
            long pos = state.position();
            state.object(
                "an ap pair",
                key -> {
                  if (Keys.STEP.equals(key)) {
                    sn[0] = JsonReads.signedLong(state.p, "step");
                    seen[0] = true;
                  } else if (Keys.NUM.equals(key)) {
                    sn[1] = JsonReads.signedLong(state.p, "num");
                    seen[1] = true;
                  } else {
                    throw BirException.at(
                        state.p, "an ap pair has only \"step\" and \"num\", not \"" + key + "\"");
                  }
                });
            if (!seen[0] || !seen[1]) {
              throw ParseState.errorAt(
                  "an ap pair needs \"step\" and \"num\"", state.pointer(), pos);
            }
            pairs.add(new AccessPattern.Pair(sn[0], sn[1]));
          } else {
            JsonReads.expect(state.p, JsonToken.START_ARRAY, "an ap pair");
            long[] sn = new long[2];
            int[] n = {0};
            long pos = state.position();
            state.array(
                "an ap pair",
                () -> {
                  if (n[0] >= 2) {
                    throw BirException.at(state.p, AP_PAIR_TWO_NUMBERS);
                  }
                  sn[n[0]++] = JsonReads.signedLong(state.p, n[0] == 1 ? "step" : "num");
                });
            if (n[0] != 2) {
              throw ParseState.errorAt(AP_PAIR_TWO_NUMBERS, state.pointer(), pos);
            }
            pairs.add(new AccessPattern.Pair(sn[0], sn[1]));
          }
        });
    AccessPattern ap = new AccessPattern(pairs, form[0] == 2);
    AccessPattern prior = aps.putIfAbsent(ap, ap);
    return prior == null ? ap : prior;
  }

  private List<Long> readLongs(String what) throws IOException {
    List<Long> out = new ArrayList<>();
    String entry = what + " entry";
    state.array(what, () -> out.add(JsonReads.signedLong(state.p, entry)));
    // Shared between operands, so unmodifiable: an edit replaces the list (setAccessShape).
    List<Long> shape = List.copyOf(out);
    List<Long> prior = shapes.putIfAbsent(shape, shape);
    return prior == null ? shape : prior;
  }

  /** An immediate: a number (floats re-spelled as nlohmann would) or "nan", "inf", "-inf". */
  private JsonValue readImmediate() throws IOException {
    JsonToken t = state.p.currentToken();
    if (t == JsonToken.VALUE_NUMBER_INT) {
      return new JsonValue.JsonNumber(state.p.getText());
    }
    if (t == JsonToken.VALUE_NUMBER_FLOAT) {
      double d = state.p.getDoubleValue();
      if (!Double.isFinite(d)) {
        throw BirException.at(
            state.p, "the immediate " + state.p.getText() + " is outside the double range");
      }
      return new JsonValue.JsonNumber(FloatText.format(d));
    }
    if (t == JsonToken.VALUE_STRING && FloatText.parseNonFinite(state.p.getText()) != null) {
      return new JsonValue.JsonString(state.p.getText());
    }
    throw BirException.at(
        state.p,
        "an immediate must be a number (or \"nan\", \"inf\", \"-inf\"), found "
            + JsonReads.describe(state.p));
  }
}
