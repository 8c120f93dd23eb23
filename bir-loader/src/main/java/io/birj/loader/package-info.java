/**
 * Reading, checking and editing BIR-JSON documents. Writing and converting them is in
 * io.birj.writer, the diff and statistics in io.birj.analysis.
 *
 * <pre>{@code
 * BirReader reader = BirReader.standard();               // codecs + opcodes via ServiceLoader
 * Module m = reader.read(Path.of("kernel.json"));        // BirException on the first error
 *
 * ValidationResult r = reader.validate(Path.of("kernel.json"), 100);  // all errors, up to 100
 * r.diagnostics().forEach(d -> System.out.println(d.format("kernel.json")));
 *
 * // Edit: change a key, add or remove an instruction, replace an expression.
 * BasicBlock b = m.functions().get(0).blocks().get(0);
 * Instruction first = b.instructions().get(0);
 * first.setEngine("PE");
 * b.instructions().add(new Instruction("AllEngineBarrier", "sync0"));
 * PelicanContext pc = m.pelican();                        // build new expressions here
 * ((SymbolicImmValue) first.ins().get(0))
 *     .setExpr(QuasiAffineExpr.of(pc.modulo(pc.affine(pc.affineIV("i")), 128)));
 * }</pre>
 *
 * <p>Decisions where the sources of docs/wire/container.md are silent (documented on the model
 * classes):
 *
 * <ul>
 *   <li>The module's {@code version} may come after the functions: the reader looks ahead for it
 *       with a second parser before the first expression (a file is opened twice; a stream's bytes
 *       read so far are recorded until the version is known, and the rest is then held in memory).
 *   <li>Objects may give their tag ({@code opcode}, {@code kind}, {@code Skind}) after other keys:
 *       those (small) values are buffered and replayed; a loop's {@code blocks} are never buffered.
 *   <li>Unresolved queue names are errors only when the module declares queues.
 *   <li>Expressions, access patterns and access shapes that repeat are shared in the model.
 * </ul>
 */
package io.birj.loader;
