package io.birj.api.format;

import io.birj.api.error.BirException;
import io.birj.api.error.DiagnosticCode;
import java.io.IOException;
import java.io.InputStream;
import java.io.PushbackInputStream;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

/**
 * The installed document formats: JSON, built in, then the providers found by {@link ServiceLoader}
 * ({@link #load()}, {@link #load(ModuleLayer)}) or given by hand ({@link #of}), in the order of
 * their names. The encoding of a document is told from its first bytes ({@link #sniff}, {@link
 * #recognize}), as the compiler's {@code Module::load} does; a command's {@code --format} names one
 * ({@link #byName}).
 *
 * <p>Bytes no installed format recognises are a {@link BirException} that says what the bytes were
 * and what a BIR document starts as; when they have the signature of a known encoding whose module
 * is absent ({@link KnownFormat}), it names that module, as the codec registry names a missing
 * codec.
 */
public final class DocumentFormats {
  /** How many of the document's first bytes an error message shows. */
  private static final int SHOWN_BYTES = 8;

  private final List<DocumentFormat> formats;

  private DocumentFormats(Collection<? extends DocumentFormat> providers) {
    List<DocumentFormat> sorted = new ArrayList<>(providers);
    sorted.sort(Comparator.comparing(DocumentFormat::name));
    List<DocumentFormat> all = new ArrayList<>();
    all.add(JsonFormat.INSTANCE);
    for (DocumentFormat f : sorted) {
      for (DocumentFormat seen : all) {
        if (seen.name().equals(f.name())) {
          throw new IllegalArgumentException("two document formats are named " + f.name());
        }
      }
      all.add(f);
    }
    this.formats = List.copyOf(all);
  }

  /** JSON and the formats found by ServiceLoader on the class path or in the boot layer. */
  public static DocumentFormats load() {
    List<DocumentFormat> found = new ArrayList<>();
    ServiceLoader.load(DocumentFormat.class).forEach(found::add);
    return new DocumentFormats(found);
  }

  /** JSON and the formats found by ServiceLoader in a module layer. */
  public static DocumentFormats load(ModuleLayer layer) {
    List<DocumentFormat> found = new ArrayList<>();
    ServiceLoader.load(layer, DocumentFormat.class).forEach(found::add);
    return new DocumentFormats(found);
  }

  /** JSON and exactly these formats. */
  public static DocumentFormats of(Collection<? extends DocumentFormat> formats) {
    return new DocumentFormats(formats);
  }

  /** JSON and exactly these formats. */
  public static DocumentFormats of(DocumentFormat... formats) {
    return new DocumentFormats(List.of(formats));
  }

  /** The installed formats: JSON first, then the others by name. */
  public List<DocumentFormat> formats() {
    return formats;
  }

  /** The names of the installed formats, in the order of {@link #formats()}. */
  public List<String> names() {
    return formats.stream().map(DocumentFormat::name).collect(Collectors.toList());
  }

  /** The installed format of this name. */
  public Optional<DocumentFormat> find(String name) {
    return formats.stream().filter(f -> f.name().equals(name)).findFirst();
  }

  /**
   * The installed format of this name (as a command's {@code --format} gives it); an {@link
   * IllegalArgumentException} naming the installed ones otherwise, and the module to add when the
   * name is a known encoding's.
   */
  public DocumentFormat byName(String name) {
    return find(name).orElseThrow(() -> new IllegalArgumentException(missingFormatMessage(name)));
  }

  /** The message for a name no installed format has. */
  public String missingFormatMessage(String name) {
    KnownFormat known = KnownFormat.named(name);
    String msg = "no document format " + name + " is installed (installed: " + installed() + ")";
    return known == null ? msg : msg + "; " + known.addTheModule();
  }

  /**
   * The installed format that recognises a document whose first bytes are {@code head[0..length)}
   * (the first that does, in the order of {@link #formats()}); a {@link BirException} at the
   * document's root and its first byte (1:1, as for an empty document) when none does.
   */
  public DocumentFormat recognize(byte[] head, int length) {
    for (DocumentFormat f : formats) {
      if (f.recognizes(head, length)) {
        return f;
      }
    }
    throw new BirException(
        length == 0 ? DiagnosticCode.BIRJ_E0102 : DiagnosticCode.BIRJ_E0103,
        unrecognizedMessage(head, length),
        "",
        1,
        1);
  }

  /**
   * Peeks at the first {@link DocumentFormat#HEAD_LENGTH} bytes of {@code in} and tells its format.
   * The stream returned yields every byte of the document, the peeked ones included: {@code in}
   * itself, reset, when it supports marks; else {@code in} behind a pushback buffer (closing it
   * closes {@code in}). A {@link BirException} when no installed format recognises the bytes.
   */
  public Sniffed sniff(InputStream in) throws IOException {
    byte[] head = new byte[DocumentFormat.HEAD_LENGTH];
    if (in.markSupported()) {
      in.mark(head.length);
      int n = readUpTo(in, head);
      in.reset();
      return new Sniffed(recognize(head, n), in);
    }
    PushbackInputStream pushback = new PushbackInputStream(in, head.length);
    int n = readUpTo(pushback, head);
    pushback.unread(head, 0, n);
    return new Sniffed(recognize(head, n), pushback);
  }

  /** A document's format, and the stream that still yields all of the document. */
  public record Sniffed(DocumentFormat format, InputStream stream) {}

  /** Fills {@code buf} unless the stream ends first (a read may return fewer bytes than asked). */
  private static int readUpTo(InputStream in, byte[] buf) throws IOException {
    int n = 0;
    while (n < buf.length) {
      int r = in.read(buf, n, buf.length - n);
      if (r < 0) {
        break;
      }
      n += r;
    }
    return n;
  }

  private String installed() {
    return String.join(", ", names());
  }

  /** What the bytes were and what a document starts as; the module to add for a known encoding. */
  String unrecognizedMessage(byte[] head, int length) {
    if (length == 0) {
      return "the document is empty; a BIR document is " + shapes();
    }
    String found = "it starts with " + describe(head, length);
    KnownFormat known = KnownFormat.matching(head, length);
    if (known != null && find(known.formatName()).isEmpty()) {
      return "the document looks like "
          + known.name()
          + " ("
          + found
          + "), but no "
          + known.name()
          + " format is installed (installed: "
          + installed()
          + "); "
          + known.addTheModule();
    }
    return "no installed document format recognizes the document (installed: "
        + installed()
        + "): "
        + found
        + "; a BIR document is "
        + shapes();
  }

  private static String shapes() {
    List<String> all = new ArrayList<>();
    for (KnownFormat f : KnownFormat.values()) {
      all.add(f.shape());
    }
    return String.join(" or ", all);
  }

  /** The first bytes in hex, and as text when they are printable ASCII. */
  private static String describe(byte[] head, int length) {
    int shown = Math.min(length, SHOWN_BYTES);
    StringBuilder hex = new StringBuilder();
    StringBuilder text = new StringBuilder();
    boolean printable = true;
    for (int i = 0; i < shown; i++) {
      if (i > 0) {
        hex.append(' ');
      }
      hex.append(HexFormat.of().withUpperCase().toHexDigits(head[i]));
      int c = head[i] & 0xFF;
      printable &= c >= 0x20 && c < 0x7F;
      text.append((char) c);
    }
    if (length > shown) {
      hex.append(" ...");
    }
    return printable ? hex + " (\"" + text + (length > shown ? "...\")" : "\")") : hex.toString();
  }
}
