package io.birj.api.codec;

import io.birj.api.error.BirException;
import io.birj.api.error.DiagnosticCode;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.ServiceLoader;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The installed pelican codecs, one per wire version, with the vendor expression kinds they
 * consult. Found by {@link ServiceLoader} ({@link #load()}, {@link #load(ModuleLayer)}) or given by
 * hand ({@link #of}), e.g. by Micronaut DI or a test.
 */
public final class CodecRegistry {
  private final TreeMap<Integer, PelicanCodec> byVersion = new TreeMap<>();
  private final ExprKindRegistry kinds;
  private final java.util.Set<String> shapeKeys;

  private CodecRegistry(Collection<? extends PelicanCodec> codecs, ExprKindRegistry kinds) {
    java.util.Set<String> keys = new java.util.HashSet<>();
    for (PelicanCodec c : codecs) {
      if (byVersion.putIfAbsent(c.version(), c) != null) {
        throw new IllegalArgumentException("two pelican codecs for version " + c.version());
      }
      keys.addAll(c.shapeKeys());
    }
    this.kinds = kinds;
    this.shapeKeys = java.util.Set.copyOf(keys);
  }

  /** Codecs and vendor kinds found by ServiceLoader on the class path or in the boot layer. */
  public static CodecRegistry load() {
    List<PelicanCodec> found = new ArrayList<>();
    ServiceLoader.load(PelicanCodec.class).forEach(found::add);
    return new CodecRegistry(found, ExprKindRegistry.load());
  }

  /** Codecs and vendor kinds found by ServiceLoader in a module layer. */
  public static CodecRegistry load(ModuleLayer layer) {
    List<PelicanCodec> found = new ArrayList<>();
    ServiceLoader.load(layer, PelicanCodec.class).forEach(found::add);
    return new CodecRegistry(found, ExprKindRegistry.load(layer));
  }

  /** Exactly these codecs and kinds. */
  public static CodecRegistry of(
      Collection<? extends PelicanCodec> codecs, ExprKindRegistry kinds) {
    return new CodecRegistry(codecs, kinds);
  }

  /** Exactly these codecs, no vendor kinds. */
  public static CodecRegistry of(PelicanCodec... codecs) {
    return new CodecRegistry(List.of(codecs), ExprKindRegistry.EMPTY);
  }

  /** The installed versions, ascending. */
  public List<Integer> versions() {
    return List.copyOf(byVersion.keySet());
  }

  /**
   * The keys any installed codec's expressions are told by ({@link PelicanCodec#shapeKeys}): an
   * object of kept content without one of them is no expression of any version.
   */
  public java.util.Set<String> shapeKeys() {
    return shapeKeys;
  }

  public Collection<PelicanCodec> codecs() {
    return List.copyOf(byVersion.values());
  }

  public ExprKindRegistry kinds() {
    return kinds;
  }

  /** The codec of {@code version}, or {@code null} when none is installed. */
  public PelicanCodec find(int version) {
    return byVersion.get(version);
  }

  /**
   * The codec of {@code version}; when none is installed, an error naming the version and the
   * installed codecs (a distribution assembled without bir-codec-v1 refuses v1 documents this way).
   */
  public PelicanCodec require(int version, String pointer) {
    PelicanCodec c = byVersion.get(version);
    if (c == null) {
      throw BirException.atPointer(
          DiagnosticCode.BIRJ_E0409, pointer, missingCodecMessage(version));
    }
    return c;
  }

  /** The message for a version without an installed codec. */
  public String missingCodecMessage(int version) {
    String installed =
        byVersion.isEmpty()
            ? "none"
            : byVersion.keySet().stream().map(v -> "v" + v).collect(Collectors.joining(", "));
    return "no pelican codec for version "
        + version
        + " is installed (installed: "
        + installed
        + "); add the module io.birj.codec.v"
        + version
        + " (artifact bir-codec-v"
        + version
        + ")";
  }
}
