/**
 * bir-tool: validates and converts BIR documents on the library modules alone (no Micronaut, no
 * reflection), so that a {@code jlink} image of core, the v2 codec and CBOR runs it. Codecs,
 * formats and opcodes are found by ServiceLoader: the image holds the ones it was linked with. Its
 * exit codes and lines are the {@code bir} command's, from the command core they share.
 */
module io.birj.tool {
  requires io.birj.loader;
  requires io.birj.writer;
  requires io.birj.cli;
}
