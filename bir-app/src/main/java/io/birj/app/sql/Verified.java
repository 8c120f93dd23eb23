package io.birj.app.sql;

import io.birj.analysis.tables.Row;
import io.birj.analysis.tables.Table;
import io.birj.analysis.tables.Verification;
import io.birj.api.model.Module;
import io.birj.verify.Footprints;
import io.birj.verify.Verifier;
import io.birj.verify.result.CheckResult;
import io.birj.verify.result.Finding;
import io.birj.verify.result.Footprint;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The verifier's part of a document's tables: its findings, verdict and operand placements. */
public final class Verified {
  private Verified() {}

  /** Checks {@code m} (named {@code document}) and places its operands' first instances. */
  public static Verification of(String document, Module m) {
    CheckResult r = Verifier.standard().check(m);
    List<Row> rows = new ArrayList<>(r.findings().size());
    for (Finding f : r.findings()) {
      rows.add(
          Table.FINDINGS.row(
              document,
              f.rule().shortName(),
              f.rule().id(),
              f.rule().severity().name().toLowerCase(Locale.ROOT),
              f.message(),
              f.pointer(),
              f.line(),
              f.column()));
    }
    Footprints footprints = Footprints.of(m);
    return new Verification(
        r.verdict().spelling(),
        (long) r.findings().size() + r.coverage().findingsOmitted(),
        rows,
        (pointer, instruction, operand, loops) ->
            placement(footprints.footprint(pointer, instruction, operand, loops, 1)));
  }

  private static Verification.Placement placement(Footprint f) {
    if (f.touches().isEmpty()) {
      String why = f.unknown() != null ? f.unknown() : f.instances() == 0 ? "no instance" : null;
      return new Verification.Placement(
          f.instances(), null, null, null, null, null, null, why, f.problems().size());
    }
    Footprint.Touch t = f.touches().get(0);
    long bytes = 0;
    List<Long> runs = t.byteRuns();
    for (int i = 0; i + 1 < runs.size(); i += 2) {
      bytes += runs.get(i + 1) - runs.get(i);
    }
    return new Verification.Placement(
        f.instances(),
        t.space(),
        t.firstPartition(),
        t.partitions(),
        t.partitionStep(),
        bytes,
        t.exact(),
        f.unknown(),
        f.problems().size());
  }
}
