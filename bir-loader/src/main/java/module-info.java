/**
 * The birj loader: the two-pass BIR-JSON reader (pass 1, {@code io.birj.loader.read}, builds the
 * model; pass 2, {@code io.birj.loader.check}, resolves names and checks the compiler's rules) and
 * its diagnostics. Knows codecs, opcodes and formats only through the SPIs of io.birj.api. Writing
 * and conversion are in io.birj.writer, the diff and statistics in io.birj.analysis; neither is
 * known here.
 */
module io.birj.loader {
  requires transitive io.birj.api;

  exports io.birj.loader;
}
