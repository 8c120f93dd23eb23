package io.birj.api.codec;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * The installed vendor expression kinds with their wire encodings ({@link ExprKindCodec}), by v2
 * tag and by kind number.
 */
public final class ExprKindRegistry {
  public static final ExprKindRegistry EMPTY = new ExprKindRegistry(List.of());

  private final Map<String, ExprKindCodec> byTag = new LinkedHashMap<>();
  private final Map<Integer, ExprKindCodec> byNumber = new LinkedHashMap<>();

  public ExprKindRegistry(Collection<? extends ExprKindCodec> kinds) {
    for (ExprKindCodec k : kinds) {
      if (byTag.putIfAbsent(k.tag(), k) != null) {
        throw new IllegalArgumentException("two expression kinds use the tag " + k.tag());
      }
      if (byNumber.putIfAbsent(k.kind().number(), k) != null) {
        throw new IllegalArgumentException(
            "two expression kinds use the number " + k.kind().number());
      }
    }
  }

  /** The kinds found by ServiceLoader on the class path or in the boot layer. */
  public static ExprKindRegistry load() {
    return from(ServiceLoader.load(ExprKindCodec.class));
  }

  /** The kinds found by ServiceLoader in a module layer. */
  public static ExprKindRegistry load(ModuleLayer layer) {
    return from(ServiceLoader.load(layer, ExprKindCodec.class));
  }

  private static ExprKindRegistry from(ServiceLoader<ExprKindCodec> loader) {
    List<ExprKindCodec> found = new ArrayList<>();
    loader.forEach(found::add);
    return new ExprKindRegistry(found);
  }

  /** The kind with this v2 tag, or {@code null}. */
  public ExprKindCodec byTag(String tag) {
    return byTag.get(tag);
  }

  /** The kind with this number, or {@code null}. */
  public ExprKindCodec byNumber(int number) {
    return byNumber.get(number);
  }

  public Collection<ExprKindCodec> all() {
    return List.copyOf(byTag.values());
  }
}
