package io.birj.writer.container;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.container.ContainerSchema;
import io.birj.api.container.Keys;
import io.birj.api.container.ObjectSchema;
import io.birj.api.container.StandardContainer;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonValues;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.MemoryLocationSet;
import io.birj.api.model.Module;
import io.birj.loader.read.TestDocuments;
import io.birj.testkit.Sample;
import io.birj.writer.testing.Wire;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The writer emits every container object's keys in the container spec's order (an operand's in its
 * kind's order), including where its code names the keys by hand: the spec is where the order is
 * written, and this holds the code to it. Each written object is told from its place in the
 * document, as a reader tells it.
 */
class TheWriterFollowsTheContainerSpecTest {
  static final ContainerSchema SPEC = ContainerSchema.standard();

  static Stream<String> documents() throws IOException {
    List<String> out = new ArrayList<>();
    for (int version = 1; version <= 2; version++) {
      out.add("sample v" + version + "\n" + Wire.json(Sample.everySite(Sample.AXES), version));
    }
    try (Stream<Path> files = Files.walk(Path.of("src/test/resources/writers"))) {
      for (Path p : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
        if (hasErrors(p)) {
          continue; // planted to be refused: nothing to write
        }
        Module m = TestDocuments.TYPED.read(p);
        out.add(p + "\n" + Wire.json(m, 2));
      }
    }
    try (InputStream in = Sample.class.getResourceAsStream("/real-shaped/lower-sync.json")) {
      Module m = TestDocuments.TYPED.read(in, "lower-sync.json");
      out.add("real-shaped lower-sync\n" + Wire.json(m, 2));
    }
    return out.stream();
  }

  /** Whether the corpus expects the document to be refused (its findings hold an error). */
  private static boolean hasErrors(Path json) throws IOException {
    String name = json.getFileName().toString();
    Path findings = json.resolveSibling(name.substring(0, name.length() - 5) + ".diagnostics");
    return Files.exists(findings) && Files.readString(findings).contains(": error: ");
  }

  @ParameterizedTest
  @MethodSource("documents")
  void everyObjectsKeysAreWrittenInTheSpecsOrder(String named) throws IOException {
    int nl = named.indexOf('\n');
    JsonValue doc;
    try (JsonParser p = new JsonFactory().createParser(named.substring(nl + 1))) {
      p.nextToken();
      doc = JsonValues.read(p);
    }
    List<String> checked = new ArrayList<>();
    check(doc, StandardContainer.MODULE.place(), "", checked);
    assertTrue(checked.size() > 3, named.substring(0, nl) + ": too few objects met: " + checked);
  }

  /** Checks {@code v}, an object of {@code place}, and every object inside it. */
  private static void check(JsonValue v, String place, String at, List<String> checked) {
    if (!(v instanceof JsonValue.JsonObject o)) {
      return;
    }
    ObjectSchema schema = SPEC.object(place);
    List<String> order = null;
    if (schema.tag() != null && o.members().stream().anyMatch(m -> m.key().equals(schema.tag()))) {
      JsonValue tag = member(o, schema.tag());
      if (tag instanceof JsonValue.JsonString s) {
        order = schema.order(s.value());
      }
    }
    if (order == null) {
      order = schema.fields().stream().map(f -> f.key()).toList();
    }
    int last = -1;
    String lastKey = null;
    for (JsonValue.Member m : o.members()) {
      int i = indexOf(schema, order, m.key());
      if (i < 0) {
        continue; // an opcode's key, or one kept as read: after the spec's (an instruction's blocks
        // aside)
      }
      assertTrue(
          i > last,
          at
              + ": "
              + place
              + " writes "
              + m.key()
              + " after "
              + lastKey
              + ", the spec orders "
              + order);
      last = i;
      lastKey = m.key();
      children(m, place, at + "/" + m.key(), checked);
    }
    checked.add(at);
  }

  private static int indexOf(ObjectSchema schema, List<String> order, String key) {
    int i = order.indexOf(key);
    if (i < 0 && schema.field(key) != null) {
      i = order.indexOf(schema.field(key).key()); // another spelling (DMAQueues)
    }
    return i;
  }

  private static JsonValue member(JsonValue.JsonObject o, String key) {
    for (JsonValue.Member m : o.members()) {
      if (m.key().equals(key)) {
        return m.value();
      }
    }
    return null;
  }

  /** The objects a member holds, with their places, as the spec's types say. */
  private static void children(JsonValue.Member m, String place, String at, List<String> checked) {
    String child = childPlace(place, m.key());
    if (child == null) {
      return;
    }
    if (m.value() instanceof JsonValue.JsonArray a) {
      for (int i = 0; i < a.items().size(); i++) {
        JsonValue item = a.items().get(i);
        check(item, child.equals("allocation") ? allocation(item) : child, at + "/" + i, checked);
      }
    } else {
      check(m.value(), child, at, checked);
    }
  }

  private static String childPlace(String place, String key) {
    switch (key) {
      case Keys.FUNCTIONS:
      case Keys.NKI_FUNCTIONS:
        return StandardContainer.FUNCTION.place();
      case Keys.QUEUES:
      case Keys.DMA_QUEUES:
        return StandardContainer.QUEUE.place();
      case Keys.ALLOCATIONS:
        return "allocation";
      case Keys.MEMORY_LOCATIONS:
        return StandardContainer.MEMORY_LOCATION.place();
      case Keys.BLOCKS:
        return StandardContainer.BLOCK.place();
      case Keys.INSTRUCTIONS:
        return StandardContainer.INSTRUCTION.place();
      case Keys.ARGUMENTS:
        return StandardContainer.BLOCK_ARGUMENT.place();
      case Keys.INS:
      case Keys.OUTS:
      case Keys.INDIRECTION_INS:
        return StandardContainer.OPERAND.place();
      case Keys.SYNC_INFO:
        return StandardContainer.SYNC_INFO.place();
      case Keys.ON_WAIT:
        return StandardContainer.SYNC_INFO_ON_WAIT.place();
      case Keys.ON_UPDATE:
        return StandardContainer.SYNC_INFO_ON_UPDATE.place();
      case Keys.PREDICATES:
        return place.equals(StandardContainer.INSTRUCTION.place())
            ? StandardContainer.PREDICATE.place()
            : null;
      case Keys.LOOP_AXIS:
        return StandardContainer.LOOP_AXIS.place();
      case Keys.DYNAMIC_FOR_LOOP_AXIS:
        return StandardContainer.DYNAMIC_FOR_LOOP_AXIS.place();
      case Keys.DYNAMIC_AP_INFO:
        return StandardContainer.DYNAMIC_AP_INFO.place();
      default:
        return null;
    }
  }

  /** A storage object's place, by its Skind as written. */
  private static String allocation(JsonValue v) {
    String skind =
        v instanceof JsonValue.JsonObject o
                && member(o, Keys.SKIND) instanceof JsonValue.JsonString s
            ? s.value()
            : "";
    switch (skind) {
      case MemoryLocationSet.SKIND:
        return StandardContainer.MEMORY_LOCATION_SET.place();
      case MemoryLocation.SKIND:
        return StandardContainer.MEMORY_LOCATION.place();
      default:
        return StandardContainer.REGISTER.place(); // the named object's keys, every storage's
    }
  }
}
