package io.birj.brewer.spec;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the ISA spec (JSON, its shape given by {@code isa.schema.json} beside it) and checks what a
 * schema cannot: parents exist and come first, no key is declared twice along a parent chain, types
 * resolve, defaults fit their types.
 */
public final class SpecReader {
  /** The one format this reader knows. */
  public static final String FORMAT = "birj-isa/2";

  private static final Set<String> TOP =
      Set.of("format", "about", "root", "eras", "notes", "records", "enums", "opcodes");
  private static final Set<String> OPCODE =
      Set.of("opcode", "parent", "abstract", "region", "era", "source", "keys");
  private static final Set<String> ERA = Set.of("name", "about");
  private static final Set<String> MAYBE_AFFINE = Set.of("maybeAffine", "orSpelling");
  private static final Set<TypeRef.Scalar> MAYBE_AFFINE_SCALARS =
      Set.of(TypeRef.Scalar.NAT, TypeRef.Scalar.INT, TypeRef.Scalar.BOOL, TypeRef.Scalar.FLOAT);
  private static final Set<String> KEY = Set.of("key", "type", "presence", "default", "note");
  private static final Set<String> ENUM = Set.of("name", "spellings");
  private static final Set<String> RECORD = Set.of("name", "about", "keys");

  private SpecReader() {}

  /**
   * Reads the ISA spec at {@code spec}; the keys the loader reads itself, which no opcode may
   * declare, are the instruction's keys in the container spec at {@code container}.
   */
  public static IsaSpec read(Path spec, Path container) throws IOException {
    ContainerSpec c = ContainerSpecReader.read(container);
    try (InputStream in = Files.newInputStream(spec)) {
      return read(in, spec.toString(), c);
    }
  }

  public static IsaSpec read(InputStream in, String source, ContainerSpec container)
      throws IOException {
    Object tree = JsonTree.parse(in, source);
    return build(JsonTree.obj(tree, "the spec"), source, container);
  }

  private static IsaSpec build(Map<String, Object> top, String source, ContainerSpec container) {
    JsonTree.members(top, TOP, "the spec");
    String format = JsonTree.str(top.get("format"), "format");
    if (!FORMAT.equals(format)) {
      throw new SpecException(source + ": format must be " + FORMAT + ", found " + format);
    }
    String about = JsonTree.str(top.get("about"), "about");
    String root = JsonTree.str(top.get("root"), "root");

    List<EraSpec> eras = new ArrayList<>();
    for (Object o : JsonTree.list(top.get("eras"), "eras")) {
      Map<String, Object> e = JsonTree.obj(o, ERA, "an era");
      String name = JsonTree.str(e.get("name"), "era name");
      if (eras.stream().anyMatch(x -> x.name().equals(name))) {
        throw new SpecException("era " + name + " is declared twice");
      }
      eras.add(new EraSpec(name, JsonTree.str(e.get("about"), "about of era " + name)));
    }
    if (eras.isEmpty()) {
      throw new SpecException("eras: the spec declares no era (the first is the default)");
    }
    ContainerSpec.Obj instruction =
        container.objects().stream()
            .filter(o -> o.place().equals("instruction"))
            .findFirst()
            .orElseThrow(() -> new SpecException("the container spec has no instruction object"));
    List<String> headerKeys = new ArrayList<>();
    List<String> regionKeys = new ArrayList<>();
    for (ContainerSpec.Key k : instruction.keys()) {
      (k.region() ? regionKeys : headerKeys).add(k.key());
    }
    Map<String, String> loaderKey = new LinkedHashMap<>();
    headerKeys.forEach(k -> loaderKey.put(k, "a common instruction key"));
    regionKeys.forEach(k -> loaderKey.put(k, "a region's structure"));
    List<String> notes =
        top.containsKey("notes") ? JsonTree.strings(top.get("notes"), "notes") : List.of();

    List<EnumSpec> enums = new ArrayList<>();
    Set<String> typeNames = new HashSet<>();
    for (TypeRef.Scalar s : TypeRef.Scalar.values()) {
      typeNames.add(s.spelling());
    }
    for (Object o : JsonTree.list(top.get("enums"), "enums")) {
      Map<String, Object> e = JsonTree.obj(o, ENUM, "an enum");
      String name =
          JsonTree.unique(
              e.get("name"), "enum name", typeNames, n -> "enum " + n + ": the name is taken");
      List<String> spellings = new ArrayList<>();
      for (Object s : JsonTree.list(e.get("spellings"), "spellings of " + name)) {
        String sp = JsonTree.str(s, "a spelling of " + name);
        if (spellings.contains(sp)) {
          throw new SpecException("enum " + name + ": spelling " + sp + " is declared twice");
        }
        spellings.add(sp);
      }
      if (spellings.isEmpty()) {
        throw new SpecException("enum " + name + " has no spellings");
      }
      enums.add(new EnumSpec(name, spellings));
    }
    Map<String, EnumSpec> enumByName = new LinkedHashMap<>();
    enums.forEach(e -> enumByName.put(e.name(), e));

    Set<String> recordNames = new HashSet<>();
    List<Map<String, Object>> rawRecords = new ArrayList<>();
    for (Object o : JsonTree.list(top.get("records"), "records")) {
      Map<String, Object> r = JsonTree.obj(o, RECORD, "a record");
      recordNames.add(
          JsonTree.unique(
              r.get("name"), "record name", typeNames, n -> "record " + n + ": the name is taken"));
      rawRecords.add(r);
    }
    Types types = new Types(enumByName, recordNames);
    List<RecordSpec> records = new ArrayList<>();
    for (Map<String, Object> r : rawRecords) {
      String name = (String) r.get("name");
      List<KeySpec> keys = keys(r.get("keys"), "record " + name, types, new HashSet<>());
      for (KeySpec k : keys) {
        if (k.type() instanceof TypeRef.RecordType) {
          throw new SpecException("record " + name + ": key " + k.key() + " may not be a record");
        }
        if (k.type().holdsRef()) {
          throw new SpecException(
              "record "
                  + name
                  + ": key "
                  + k.key()
                  + " may not hold a reference (only an opcode's keys are visited for names)");
        }
      }
      records.add(new RecordSpec(name, JsonTree.optStr(r.get("about"), "about of " + name), keys));
    }

    List<OpcodeSpec> opcodes = new ArrayList<>();
    Map<String, OpcodeSpec> seen = new LinkedHashMap<>();
    Map<String, Set<String>> keysOf = new LinkedHashMap<>();
    for (Object o : JsonTree.list(top.get("opcodes"), "opcodes")) {
      Map<String, Object> m = JsonTree.obj(o, OPCODE, "an opcode");
      String name = JsonTree.str(m.get("opcode"), "opcode");
      if (!name.matches("[A-Za-z][A-Za-z0-9_]*")) {
        throw new SpecException("opcode " + name + ": not a valid class name");
      }
      if (seen.containsKey(name) || name.equals(root)) {
        throw new SpecException("opcode " + name + " is declared twice");
      }
      String parent = JsonTree.str(m.get("parent"), "parent of " + name);
      Set<String> inherited;
      if (parent.equals(root)) {
        inherited = new HashSet<>();
      } else if (seen.containsKey(parent)) {
        inherited = new HashSet<>(keysOf.get(parent));
      } else {
        throw new SpecException(
            "opcode " + name + ": parent " + parent + " is not declared before it");
      }
      Object abs = m.get("abstract");
      if (!(abs instanceof Boolean)) {
        throw new SpecException("opcode " + name + ": abstract must be true or false");
      }
      Object reg = m.getOrDefault("region", Boolean.FALSE);
      if (!(reg instanceof Boolean)) {
        throw new SpecException("opcode " + name + ": region must be true or false");
      }
      if ((Boolean) reg && (Boolean) abs) {
        throw new SpecException(
            "opcode "
                + name
                + ": an abstract base cannot be a region (only an instruction nests"
                + " blocks)");
      }
      String era = eras.get(0).name();
      if (m.containsKey("era")) {
        era = JsonTree.str(m.get("era"), "era of " + name);
        String e = era;
        if (eras.stream().noneMatch(x -> x.name().equals(e))) {
          throw new SpecException(
              "opcode " + name + ": era " + era + " is not one of the spec's eras");
        }
      }
      List<KeySpec> keys = keys(m.get("keys"), "opcode " + name, types, inherited);
      for (KeySpec k : keys) {
        String owner = loaderKey.get(k.key());
        if (owner != null) {
          throw new SpecException(
              "opcode "
                  + name
                  + ", key "
                  + k.key()
                  + ": the loader reads it ("
                  + owner
                  + "); no opcode declares it");
        }
        checkRefPlacement(k.type(), "opcode " + name + ", key " + k.key(), true);
      }
      OpcodeSpec spec =
          new OpcodeSpec(
              name,
              parent,
              (Boolean) abs,
              (Boolean) reg,
              era,
              JsonTree.optStr(m.get("source"), "source of " + name),
              keys);
      seen.put(name, spec);
      keysOf.put(name, inherited);
      opcodes.add(spec);
    }
    for (OpcodeSpec o : opcodes) {
      OpcodeSpec p = seen.get(o.parent());
      if (p != null && !p.isAbstract()) {
        throw new SpecException(
            "opcode "
                + o.opcode()
                + ": its parent "
                + p.opcode()
                + " is concrete (in the compiler, only"
                + " abstract bases have subclasses)");
      }
    }
    return new IsaSpec(
        format, about, root, eras, headerKeys, regionKeys, notes, records, enums, opcodes);
  }

  private record Types(Map<String, EnumSpec> enums, Set<String> records) {}

  private static List<KeySpec> keys(Object raw, String owner, Types types, Set<String> taken) {
    List<KeySpec> out = new ArrayList<>();
    for (Object o : JsonTree.list(raw, "keys of " + owner)) {
      Map<String, Object> k = JsonTree.obj(o, KEY, "a key of " + owner);
      String key = JsonTree.str(k.get("key"), "a key of " + owner);
      String where = owner + ", key " + key;
      if (!taken.add(key)) {
        throw new SpecException(where + ": declared twice (or also by a parent)");
      }
      TypeRef type = type(k.get("type"), where, types);
      String presence = JsonTree.str(k.get("presence"), "presence of " + where);
      boolean required;
      if (presence.equals("required")) {
        required = true;
      } else if (presence.equals("optional")) {
        required = false;
      } else {
        throw new SpecException(where + ": presence must be required or optional");
      }
      Object dflt = k.get("default");
      if (dflt != null) {
        if (required) {
          throw new SpecException(where + ": a required key has no default");
        }
        checkDefault(dflt, type, where, types);
      }
      out.add(
          new KeySpec(
              key, type, required, dflt, JsonTree.optStr(k.get("note"), "note of " + where)));
    }
    return out;
  }

  private static TypeRef type(Object raw, String where, Types types) {
    if (raw instanceof String s) {
      TypeRef.Scalar scalar = TypeRef.Scalar.bySpelling(s);
      if (scalar != null) {
        return new TypeRef.ScalarType(scalar);
      }
      if (types.enums().containsKey(s)) {
        return new TypeRef.EnumType(s);
      }
      if (types.records().contains(s)) {
        return new TypeRef.RecordType(s);
      }
      throw new SpecException(where + ": unknown type " + s);
    }
    Map<String, Object> m = JsonTree.obj(raw, "the type of " + where);
    if (m.containsKey("maybeAffine")) {
      JsonTree.members(m, MAYBE_AFFINE, "the MaybeAffine type of " + where);
      String sc = JsonTree.str(m.get("maybeAffine"), "the maybeAffine scalar of " + where);
      TypeRef.Scalar scalar = TypeRef.Scalar.bySpelling(sc);
      if (scalar == null || !MAYBE_AFFINE_SCALARS.contains(scalar)) {
        throw new SpecException(
            where + ": a MaybeAffine scalar is Nat, Int, Bool or Float, found " + sc);
      }
      String orSpelling = JsonTree.optStr(m.get("orSpelling"), "orSpelling of " + where);
      if (orSpelling != null && !types.enums().containsKey(orSpelling)) {
        throw new SpecException(where + ": orSpelling names no enum: " + orSpelling);
      }
      return new TypeRef.MaybeAffineType(scalar, orSpelling);
    }
    if (m.size() == 1 && m.containsKey("exprOr")) {
      TypeRef value = type(m.get("exprOr"), where, types);
      boolean unknown =
          value instanceof TypeRef.ScalarType s && s.scalar() == TypeRef.Scalar.UNKNOWN;
      if (!unknown && !(value instanceof TypeRef.RecordType)) {
        throw new SpecException(
            where
                + ": exprOr takes Unknown or a record (an object told apart from an expression by"
                + " shape), found "
                + value.display());
      }
      return new TypeRef.ExprOrType(value);
    }
    if (m.size() == 1 && m.containsKey("ref")) {
      String target = JsonTree.str(m.get("ref"), "the ref of " + where);
      TypeRef.RefTarget t = TypeRef.RefTarget.bySpelling(target);
      if (t == null) {
        List<String> known = new ArrayList<>();
        for (TypeRef.RefTarget r : TypeRef.RefTarget.values()) {
          known.add(r.spelling());
        }
        throw new SpecException(where + ": ref names no kind of object: " + target + " " + known);
      }
      return new TypeRef.RefType(t);
    }
    if (m.size() == 1 && m.containsKey("list")) {
      return new TypeRef.ListType(type(m.get("list"), where, types));
    }
    if (m.size() == 1 && m.containsKey("tuple")) {
      List<TypeRef> elements = new ArrayList<>();
      for (Object e : JsonTree.list(m.get("tuple"), "tuple of " + where)) {
        elements.add(type(e, where, types));
      }
      if (elements.size() < 2) {
        throw new SpecException(where + ": a tuple has at least two elements");
      }
      return new TypeRef.TupleType(elements);
    }
    throw new SpecException(
        where
            + ": a type is a name, {\"list\": T}, {\"tuple\": [T, ...]}, {\"maybeAffine\": S},"
            + " {\"exprOr\": T} or {\"ref\": KIND}");
  }

  private static void checkDefault(Object v, TypeRef type, String where, Types types) {
    String bad = null;
    if (type instanceof TypeRef.ScalarType s) {
      switch (s.scalar()) {
        case NAT:
          bad = v instanceof Long l && l >= 0 ? null : "an unsigned integer";
          break;
        case INT:
          bad = v instanceof Long ? null : "an integer";
          break;
        case FLOAT:
          bad =
              v instanceof Double
                      || v instanceof Long
                      || "nan".equals(v)
                      || "inf".equals(v)
                      || "-inf".equals(v)
                  ? null
                  : "a number";
          break;
        case BOOL:
          bad = v instanceof Boolean ? null : "a boolean";
          break;
        case STRING:
        case LOOP_AXIS:
          bad = v instanceof String ? null : "a string";
          break;
        default:
          bad = "absent: a key of type " + s.scalar().spelling() + " has no default in the spec";
      }
    } else if (type instanceof TypeRef.EnumType e) {
      bad =
          v instanceof String sp && types.enums().get(e.name()).spellings().contains(sp)
              ? null
              : "a spelling of " + e.name();
    } else if (type instanceof TypeRef.MaybeAffineType ma) {
      if (ma.orSpelling() != null && v instanceof String) {
        checkDefault(v, new TypeRef.EnumType(ma.orSpelling()), where, types);
      } else {
        checkDefault(v, new TypeRef.ScalarType(ma.scalar()), where, types);
      }
    } else if (type instanceof TypeRef.ExprOrType || type instanceof TypeRef.RefType) {
      bad = "absent: a key of type " + type.display() + " has no default in the spec";
    } else if (type instanceof TypeRef.ListType l) {
      if (v instanceof List<?> items) {
        for (Object item : items) {
          checkDefault(item, l.element(), where, types);
        }
      } else {
        bad = "an array";
      }
    } else if (type instanceof TypeRef.TupleType t) {
      if (v instanceof List<?> items && items.size() == t.elements().size()) {
        for (int i = 0; i < items.size(); i++) {
          checkDefault(items.get(i), t.elements().get(i), where, types);
        }
      } else {
        bad = "an array of " + t.elements().size();
      }
    } else {
      bad = "absent: a record-typed key has no default in the spec";
    }
    if (bad != null) {
      throw new SpecException(where + ": the default " + v + " must be " + bad);
    }
  }

  /**
   * A reference is the key's type or a list's element ({@code forEachReference} visits these two
   * places); anywhere else it would never be resolved.
   */
  private static void checkRefPlacement(TypeRef t, String where, boolean top) {
    if (t instanceof TypeRef.RefType) {
      return;
    }
    if (top && t instanceof TypeRef.ListType l && l.element() instanceof TypeRef.RefType) {
      return;
    }
    if (t.holdsRef()) {
      throw new SpecException(
          where + ": a reference is a key's type or a list's element, found " + t.display());
    }
  }
}
