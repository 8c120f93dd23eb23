/**
 * Writing and converting BIR-JSON documents: a model, read ({@code io.birj.loader}), built or
 * edited, written in the version asked for, and converted between versions.
 *
 * <pre>{@code
 * BirReader reader = BirReader.standard();
 * Module m = reader.read(Path.of("kernel.json"));
 *
 * BirWriter writer = new BirWriter(reader.codecs());
 * writer.writeAtomically(m, Path.of("kernel.json"), WriteOptions.DEFAULT.withIndent(2));
 *
 * new Converter(reader.codecs()).convert(m, Path.of("kernel-v1.json"), WriteOptions.version(1));
 * }</pre>
 */
package io.birj.writer;
