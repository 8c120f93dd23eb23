/**
 * The birj writer: the streaming writer of a model ({@link io.birj.writer.BirWriter}, JSON or any
 * installed format, in the version asked for), the atomic output file, and conversion between
 * versions with its report ({@link io.birj.writer.Converter}). The emitter itself ({@code
 * io.birj.writer.emit}) is not exported. Knows codecs and formats only through the SPIs of
 * io.birj.api.
 *
 * <p>The writer's classes use the model of io.birj.api alone; the loader is required transitively
 * so that a module requiring io.birj.writer can also read what it writes or converts (a round trip,
 * bir-tool's {@code convert}).
 */
module io.birj.writer {
  requires transitive io.birj.loader;

  exports io.birj.writer;
}
