package io.birj.writer;

import java.util.List;

/**
 * What converting a module to a wire version does to its expressions, in document order: those the
 * version cannot hold in any form ({@link #unencodable}) and those it can hold only with another
 * meaning ({@link #lossy}). A conversion under {@link Converter.Policy#STRICT} is refused when
 * either list is non-empty; under {@link Converter.Policy#LOSSY}, only when the first is, and the
 * second then lists what it changed. The shape is stable: the CLI and the service print these
 * records as they are (docs/wire/conversion.md, "The report").
 *
 * @param version the target version
 * @param policy the policy the report was made under
 * @param unencodable the expressions the version has no form for
 * @param lossy the expressions the version holds only as other expressions
 */
public record ConversionReport(
    int version, Converter.Policy policy, List<Unencodable> unencodable, List<LossyChange> lossy) {
  public ConversionReport {
    unencodable = List.copyOf(unencodable);
    lossy = List.copyOf(lossy);
  }

  /** True when the conversion is refused (nothing is written). */
  public boolean refused() {
    return !unencodable.isEmpty() || (policy == Converter.Policy.STRICT && !lossy.isEmpty());
  }

  /** True when every expression keeps its meaning. */
  public boolean faithful() {
    return unencodable.isEmpty() && lossy.isEmpty();
  }

  /**
   * An expression the target version cannot hold.
   *
   * @param pointer its JSON Pointer in the document
   * @param text its text form (cut after {@value Converter#MAX_TEXT} characters)
   * @param reason the codec's words for why
   */
  public record Unencodable(String pointer, String text, String reason) {}

  /**
   * An expression the target version holds only as another one.
   *
   * @param pointer its JSON Pointer in the document
   * @param before its text form
   * @param after the text form of what a reader of the target version reads from the output
   * @param losses what changes, in the order it happens
   */
  public record LossyChange(String pointer, String before, String after, List<Loss> losses) {
    public LossyChange {
      losses = List.copyOf(losses);
    }
  }

  /** A way an expression loses its meaning in a version (docs/wire/conversion.md, "Losses"). */
  public enum Loss {
    /**
     * The CCMod has no form in any version; it is written as the Modulo a reader makes of the
     * {@code CCModKind} tag, without its replica group.
     */
    CC_MOD_WRITTEN_AS_MODULO(
        "ccmod-written-as-modulo",
        "no version has a form for a CCMod: it is written as a Modulo of the same numerator and"
            + " divisor, without its replica group"),
    /** The version has no slot for a CCDiv's {@code replica_groups_id}: it becomes 0. */
    REPLICA_GROUPS_ID_DROPPED(
        "replica-groups-id-dropped",
        "the version has no slot for a CCDiv's replica_groups_id: it is written, and read back,"
            + " as 0"),
    /**
     * Version 1 has no CCGetRank form: its {@code "CCGetRank"} op reads back as a CCDiv of the
     * iteration id by the channel id, in replica group 0.
     */
    CC_GET_RANK_READS_AS_CC_DIV(
        "ccgetrank-reads-as-ccdiv",
        "version 1 has no CCGetRank form of its own: its \"CCGetRank\" op is read back as a CCDiv"
            + " (\"Only CCDiv can be converted to CCGetRank\")"),
    /** The version's reader reads the written form back as another expression. */
    READS_BACK_DIFFERENTLY(
        "reads-back-differently",
        "the version's reader reads the written form back as another expression");

    private final String id;
    private final String description;

    Loss(String id, String description) {
      this.id = id;
      this.description = description;
    }

    /** A stable identifier, for machine-readable output. */
    public String id() {
      return id;
    }

    /** What happens, in a sentence. */
    public String description() {
      return description;
    }
  }
}
