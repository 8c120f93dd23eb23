/**
 * A document a user can share: {@code io.birj.reduce.redact} replaces every name by an opaque one
 * and every free text, keeping what the document means; {@code io.birj.reduce.delta} shrinks a
 * document to the smallest one a test still finds interesting. Both read with the loader and write
 * with the writer; the model edits they share ({@code io.birj.reduce.edit}) are not exported.
 */
module io.birj.reduce {
  requires transitive io.birj.writer;

  exports io.birj.reduce.redact;
  exports io.birj.reduce.delta;
}
