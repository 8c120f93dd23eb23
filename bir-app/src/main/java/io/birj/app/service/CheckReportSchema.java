package io.birj.app.service;

import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;

/**
 * The OpenAPI description's picture of a check's report (only the description refers to it; the
 * answer is written by bir-verify's {@code CheckReport}, the shape {@code bir check --json}
 * prints).
 */
@Schema(
    name = "CheckReport",
    description =
        "A check's verdict and what decides it. clean only when everything that decides it was"
            + " modelled and nothing was found; findings when anything was found; undecided when"
            + " nothing was found but a place was not modelled.",
    requiredProperties = {"verdict", "findings", "undecided", "coverage"})
record CheckReportSchema(
    @Schema(
            description = "The verdict",
            allowableValues = {"clean", "findings", "undecided"})
        String verdict,
    @Schema(description = "What was found, at most max_findings") List<FindingSchema> findings,
    @Schema(description = "The places not modelled") List<UndecidedSchema> undecided,
    @Schema(description = "How much was modelled") CoverageSchema coverage) {

  @Schema(name = "CheckFinding", description = "One finding of a check")
  record FindingSchema(
      @Schema(description = "The rule's name, e.g. race") String rule,
      @Schema(description = "The rule's stable id, e.g. BIRJ-V003") String id,
      @Schema(
              description = "error or warning",
              allowableValues = {"error", "warning"})
          String severity,
      @Schema(description = "What was found, in words") String message,
      @Schema(description = "JSON Pointer of the operand or instruction") String pointer,
      @Schema(description = "1-based line (0 when unknown)") int line,
      @Schema(description = "1-based column (0 when unknown)") int column,
      @Schema(description = "The other places involved") List<RelatedSchema> related) {}

  @Schema(name = "CheckRelated", description = "Another place a finding involves")
  record RelatedSchema(String pointer, int line, int column, String message) {}

  @Schema(name = "CheckUndecided", description = "A place the check did not model, and why")
  record UndecidedSchema(String pointer, int line, int column, String reason) {}

  @Schema(name = "CheckCoverage", description = "How much was modelled")
  record CoverageSchema(
      @Schema(description = "Instruction instances run (loops unrolled)") long instances,
      @Schema(description = "Accesses placed in memory") long accesses,
      @Schema(description = "Findings left out past max_findings") int findings_omitted) {}
}
