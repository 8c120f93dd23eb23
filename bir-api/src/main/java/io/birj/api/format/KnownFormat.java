package io.birj.api.format;

/**
 * The encodings the compiler's {@code Module::load} reads, whether or not this distribution has
 * them installed: how each one's first bytes look and which module brings it. The one place for
 * each signature: the installed formats recognise their bytes through it, and {@link
 * DocumentFormats} uses it to name the module to add when bytes of a known but absent encoding
 * arrive.
 *
 * <p>The signatures are those of the package documentation: a JSON document is an object, so its
 * first non-blank character is <code>{</code>; a CBOR document is a map, so its first byte has
 * major type 5, or it starts with the self-describe tag.
 */
public enum KnownFormat {
  /** JSON text (UTF-8, or UTF-16/32 as jackson detects them), built into bir-api. */
  JSON(
      "json",
      "io.birj.api",
      "bir-api",
      "a JSON object (its first non-blank character is '{', after an optional byte order mark)") {
    @Override
    public boolean matches(byte[] head, int length) {
      return JsonSignature.matches(head, length);
    }
  },

  /** The CBOR twin (RFC 8949), brought by the module io.birj.format.cbor. */
  CBOR(
      "cbor",
      "io.birj.format.cbor",
      "bir-cbor",
      "a CBOR map (first byte 0xA0-0xBB or 0xBF, or the self-describe tag D9 D9 F7)") {
    @Override
    public boolean matches(byte[] head, int length) {
      if (length < 1) {
        return false;
      }
      int first = head[0] & 0xFF;
      if ((first >= MAP_HEAD_FIRST && first <= MAP_HEAD_LAST) || first == MAP_INDEFINITE) {
        return true;
      }
      return length >= SELF_DESCRIBE.length
          && head[0] == SELF_DESCRIBE[0]
          && head[1] == SELF_DESCRIBE[1]
          && head[2] == SELF_DESCRIBE[2];
    }
  };

  /** A map of 0-23 entries (0xA0-0xB7) or with a 1, 2, 4 or 8 byte count (0xB8-0xBB). */
  private static final int MAP_HEAD_FIRST = 0xA0;

  private static final int MAP_HEAD_LAST = 0xBB;
  private static final int MAP_INDEFINITE = 0xBF;

  /** Tag 55799, "self-described CBOR". */
  private static final byte[] SELF_DESCRIBE = {(byte) 0xD9, (byte) 0xD9, (byte) 0xF7};

  private final String formatName;
  private final String module;
  private final String artifact;
  private final String shape;

  KnownFormat(String formatName, String module, String artifact, String shape) {
    this.formatName = formatName;
    this.module = module;
    this.artifact = artifact;
    this.shape = shape;
  }

  /** The {@link DocumentFormat#name()} of this encoding's format. */
  public String formatName() {
    return formatName;
  }

  /** The JPMS module that provides the format. */
  public String module() {
    return module;
  }

  /** The Maven artifact of {@link #module()}. */
  public String artifact() {
    return artifact;
  }

  /** What a BIR document in this encoding starts as, in words, for error messages. */
  public String shape() {
    return shape;
  }

  /** True when a document whose first bytes are {@code head[0..length)} has this signature. */
  public abstract boolean matches(byte[] head, int length);

  /** "add the module M (artifact A)", the words the registries use for a missing module. */
  public String addTheModule() {
    return "add the module " + module + " (artifact " + artifact + ")";
  }

  /** The known format of this name, or {@code null}. */
  public static KnownFormat named(String name) {
    for (KnownFormat f : values()) {
      if (f.formatName.equals(name)) {
        return f;
      }
    }
    return null;
  }

  /** The known format whose signature the bytes have, or {@code null}. */
  public static KnownFormat matching(byte[] head, int length) {
    for (KnownFormat f : values()) {
      if (f.matches(head, length)) {
        return f;
      }
    }
    return null;
  }
}
