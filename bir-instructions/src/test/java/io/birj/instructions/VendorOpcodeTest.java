package io.birj.instructions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.instruction.FieldReadContext;
import io.birj.api.instruction.FieldValues;
import io.birj.api.instruction.FieldWriteContext;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.instruction.OpcodeDescriptor;
import io.birj.api.instruction.OpcodeFields;
import io.birj.api.instruction.OpcodeProvider;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A vendor adds opcodes beside the generated catalog through the same SPI. */
class VendorOpcodeTest {
  /** A hand-written opcode with one unsigned key, built on the shared FieldValues. */
  static final class WarpDrive extends OpcodeFields {
    static final String FACTOR = "factor";
    private Long factor;

    @Override
    public String opcode() {
      return "WarpDrive";
    }

    @Override
    public boolean readField(String key, JsonParser p, FieldReadContext ctx) throws IOException {
      if (!key.equals(FACTOR)) {
        return false;
      }
      factor = FieldValues.readNat(p, FACTOR);
      return true;
    }

    @Override
    public void writeFields(JsonGenerator g, FieldWriteContext ctx) throws IOException {
      if (factor != null) {
        g.writeFieldName(FACTOR);
        FieldValues.writeNat(g, factor);
      }
    }

    @Override
    public List<String> presentKeys() {
      return factor == null ? List.of() : List.of(FACTOR);
    }

    @Override
    public Object value(String key) {
      return key.equals(FACTOR) ? factor : null;
    }
  }

  static OpcodeProvider vendor(String opcode) {
    return new OpcodeProvider() {
      @Override
      public String name() {
        return "vendor";
      }

      @Override
      public List<OpcodeDescriptor> opcodes() {
        return List.of(
            new OpcodeDescriptor(
                opcode, "Instruction", false, List.of(WarpDrive.FACTOR), WarpDrive::new));
      }
    };
  }

  @Test
  void aVendorOpcodeIsReadTypedBesideTheGeneratedOnes() {
    OpcodeCatalog catalog = new OpcodeCatalog(List.of(new IsaCatalog(), vendor("WarpDrive")));
    InstructionHarness harness = new InstructionHarness(catalog);
    String doc = "{\"opcode\":\"WarpDrive\",\"factor\":9,\"other\":1}";
    InstructionHarness.Read r = harness.read(doc, new TestContext());
    assertTrue(r.fields() instanceof WarpDrive);
    assertEquals(List.of("factor"), r.fields().presentKeys());
    assertEquals(doc, harness.write(r, new TestContext()));
    assertEquals(IsaCatalog.OPCODE_COUNT + 1, catalog.all().size());
  }

  @Test
  void aVendorMayNotRedefineAGeneratedOpcode() {
    assertThrows(
        IllegalArgumentException.class,
        () -> new OpcodeCatalog(List.of(new IsaCatalog(), vendor("Activation"))));
  }
}
