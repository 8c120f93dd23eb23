/**
 * The verifier ({@code bir check}): where every access of a loaded module lands, whether it stays
 * inside its memory location, whether two engines touch the same bytes with nothing ordering them,
 * and whether every wait returns; with a three-way verdict that says {@code clean} only when
 * everything that decides it was modelled (docs/verifier.md).
 *
 * <pre>{@code
 * Module m = BirReader.standard().read(Path.of("kernel.json"));
 * CheckResult r = Verifier.standard().check(m);
 * System.out.println(r.verdict() + ": " + r.findings().size() + " findings");
 * }</pre>
 */
module io.birj.verify {
  requires transitive io.birj.loader;

  exports io.birj.verify;
  exports io.birj.verify.report;
  exports io.birj.verify.result;
}
