/**
 * The birj loader: the two-pass BIR-JSON reader, the streaming writer, version conversion, the
 * semantic diff and document statistics. Knows codecs and opcodes only through the SPIs of
 * io.birj.api.
 */
module io.birj.loader {
  requires transitive io.birj.api;

  exports io.birj.loader;
  exports io.birj.loader.diff;
}
