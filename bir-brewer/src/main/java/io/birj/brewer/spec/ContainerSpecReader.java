package io.birj.brewer.spec;

import io.birj.brewer.spec.ContainerSpec.ContainerType;
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
 * Reads the container spec and checks what a schema cannot: places unique, each object's keys
 * unique (spellings included), every {@code object} and {@code form} type declared, every reference
 * of a known kind.
 */
public final class ContainerSpecReader {
  /** The one format this reader knows. */
  public static final String FORMAT = "birj-container-spec/1";

  /** What a reference may name. */
  public static final Set<String> REF_KINDS =
      Set.of(
          "Function",
          "Queue",
          "Block",
          "Instruction",
          "MemoryLocation",
          "MemoryLocationSet",
          "Register",
          "LoopAxis");

  private static final Set<String> SCALARS =
      Set.of("Nat", "Int", "Float", "Bool", "String", "Unknown");
  private static final Set<String> TOP = Set.of("format", "about", "forms", "objects", "moreKeys");
  private static final Set<String> FORM = Set.of("about", "schema");
  private static final Set<String> OBJECT = Set.of("place", "what", "keys", "tag", "orders");
  private static final Set<String> KEY =
      Set.of("key", "type", "or", "presence", "held", "region", "spellings", "constant");

  private ContainerSpecReader() {}

  public static ContainerSpec read(Path spec) throws IOException {
    try (InputStream in = Files.newInputStream(spec)) {
      return read(in, spec.toString());
    }
  }

  public static ContainerSpec read(InputStream in, String source) throws IOException {
    Map<String, Object> top = JsonTree.obj(JsonTree.parse(in, source), TOP, "the container spec");
    String format = JsonTree.str(top.get("format"), "format");
    if (!FORMAT.equals(format)) {
      throw new SpecException(source + ": format must be " + FORMAT + ", found " + format);
    }
    Map<String, ContainerSpec.Form> forms = new LinkedHashMap<>();
    for (Map.Entry<String, Object> e : JsonTree.obj(top.get("forms"), "forms").entrySet()) {
      Map<String, Object> f = JsonTree.obj(e.getValue(), FORM, "the form " + e.getKey());
      forms.put(
          e.getKey(),
          new ContainerSpec.Form(
              e.getKey(),
              JsonTree.str(f.get("about"), "the about of the form " + e.getKey()),
              JsonTree.obj(f.get("schema"), "the schema of the form " + e.getKey())));
    }
    List<Map<String, Object>> raw = new ArrayList<>();
    Set<String> places = new HashSet<>();
    for (Object o : JsonTree.list(top.get("objects"), "objects")) {
      Map<String, Object> m = JsonTree.obj(o, OBJECT, "an object");
      JsonTree.unique(
          m.get("place"),
          "an object's place",
          places,
          p -> "the object " + p + " is declared twice");
      raw.add(m);
    }
    List<ContainerSpec.Obj> objects = new ArrayList<>();
    for (Map<String, Object> m : raw) {
      String place = (String) m.get("place");
      List<ContainerSpec.Key> keys = keys(m.get("keys"), place, places, forms.keySet());
      String tag = JsonTree.optStr(m.get("tag"), "the tag of " + place);
      Map<String, List<String>> orders = orders(m.get("orders"), place, tag, keys);
      objects.add(
          new ContainerSpec.Obj(
              place, JsonTree.str(m.get("what"), "the what of " + place), keys, tag, orders));
    }
    List<String> more =
        top.get("moreKeys") == null ? List.of() : JsonTree.strings(top.get("moreKeys"), "moreKeys");
    return new ContainerSpec(JsonTree.str(top.get("about"), "about"), forms, objects, more);
  }

  /** Each tag value's keys in emit order: keys of the object, the tag first, none twice. */
  private static Map<String, List<String>> orders(
      Object raw, String place, String tag, List<ContainerSpec.Key> keys) {
    if (raw == null) {
      if (tag != null) {
        throw new SpecException(place + ": a tag without orders");
      }
      return Map.of();
    }
    if (tag == null) {
      throw new SpecException(place + ": orders without a tag");
    }
    Set<String> known = new HashSet<>();
    keys.forEach(k -> known.add(k.key()));
    Map<String, List<String>> out = new LinkedHashMap<>();
    for (Map.Entry<String, Object> e : JsonTree.obj(raw, place + " orders").entrySet()) {
      String where = place + " orders." + e.getKey();
      List<String> order = JsonTree.strings(e.getValue(), where);
      if (order.isEmpty() || !order.get(0).equals(tag)) {
        throw new SpecException(where + ": starts with the tag " + tag);
      }
      for (String k : order) {
        if (!known.contains(k)) {
          throw new SpecException(where + ": " + k + " is not a key of " + place);
        }
      }
      out.put(e.getKey(), List.copyOf(order));
    }
    return out;
  }

  private static List<ContainerSpec.Key> keys(
      Object raw, String place, Set<String> places, Set<String> forms) {
    List<ContainerSpec.Key> out = new ArrayList<>();
    Set<String> taken = new HashSet<>();
    for (Object o : JsonTree.list(raw, "the keys of " + place)) {
      Map<String, Object> k = JsonTree.obj(o, KEY, "a key of " + place);
      String key = JsonTree.str(k.get("key"), "a key of " + place);
      String where = place + "." + key;
      List<String> spellings =
          k.get("spellings") == null
              ? List.of()
              : JsonTree.strings(k.get("spellings"), where + " spellings");
      for (String s : concat(key, spellings)) {
        if (!taken.add(s)) {
          throw new SpecException(place + ": the key " + s + " is declared twice");
        }
      }
      String presence = k.get("presence") == null ? "optional" : (String) k.get("presence");
      if (!presence.equals("optional") && !presence.equals("required")) {
        throw new SpecException(where + ": presence must be optional or required");
      }
      String held = k.get("held") == null ? "model" : (String) k.get("held");
      if (!held.equals("model") && !held.equals("props")) {
        throw new SpecException(where + ": held must be model or props");
      }
      ContainerType type = type(k.get("type"), where, places, forms);
      if (held.equals("props") && names(type) && !place.equals("instruction")) {
        throw new SpecException(
            where
                + ": a reference held in props is looked up by the checker in an instruction's"
                + " header only; elsewhere give the model an accessor for it");
      }
      if (held.equals("props") && !holdableAsProp(type)) {
        throw new SpecException(
            where
                + ": a key held in props has a scalar, a reference (not to a LoopAxis, which"
                + " only a loop's own keys name) or a list of them");
      }
      out.add(
          new ContainerSpec.Key(
              key,
              type,
              k.get("or") == null ? null : type(k.get("or"), where + " or", places, forms),
              presence.equals("required"),
              held,
              Boolean.TRUE.equals(k.get("region")),
              spellings,
              JsonTree.optStr(k.get("constant"), where + " constant")));
    }
    return out;
  }

  private static boolean names(ContainerType t) {
    return t instanceof ContainerType.Ref || t instanceof ContainerType.ListOf l && names(l.item());
  }

  /** Props are read and checked by type alone: no object or form the reader knows by hand. */
  private static boolean holdableAsProp(ContainerType t) {
    return t instanceof ContainerType.Scalar
        || t instanceof ContainerType.Ref r && !r.kind().equals("LoopAxis")
        || t instanceof ContainerType.ListOf l && holdableAsProp(l.item());
  }

  private static List<String> concat(String key, List<String> more) {
    List<String> out = new ArrayList<>();
    out.add(key);
    out.addAll(more);
    return out;
  }

  private static ContainerType type(
      Object raw, String where, Set<String> places, Set<String> forms) {
    if (raw instanceof String s) {
      if (!SCALARS.contains(s)) {
        throw new SpecException(where + ": unknown type " + s + " (scalars: " + SCALARS + ")");
      }
      return new ContainerType.Scalar(s);
    }
    Map<String, Object> m = JsonTree.obj(raw, where + " type");
    if (m.size() != 1) {
      throw new SpecException(where + ": a type object has one member: " + m.keySet());
    }
    Map.Entry<String, Object> e = m.entrySet().iterator().next();
    switch (e.getKey()) {
      case "list":
        return new ContainerType.ListOf(type(e.getValue(), where + "[]", places, forms));
      case "ref":
        String kind = JsonTree.str(e.getValue(), where + " ref");
        if (!REF_KINDS.contains(kind)) {
          throw new SpecException(where + ": a reference names one of " + REF_KINDS);
        }
        return new ContainerType.Ref(kind);
      case "object":
        String place = JsonTree.str(e.getValue(), where + " object");
        if (!places.contains(place)) {
          throw new SpecException(where + ": no object " + place);
        }
        return new ContainerType.ObjectOf(place);
      case "form":
        String form = JsonTree.str(e.getValue(), where + " form");
        if (!forms.contains(form)) {
          throw new SpecException(where + ": no form " + form);
        }
        return new ContainerType.Form(form);
      default:
        throw new SpecException(where + ": unknown type form " + e.getKey());
    }
  }
}
