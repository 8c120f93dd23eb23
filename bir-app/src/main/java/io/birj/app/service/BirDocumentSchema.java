package io.birj.app.service;

import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;

/**
 * The OpenAPI description's picture of a BIR-JSON document (only the description refers to it): its
 * top-level members; every nested shape is the format's own (see the README).
 */
@Schema(
    name = "BirDocument",
    description =
        "A BIR-JSON document: the JSON form of the Neuron compiler's backend IR. Members"
            + " other than those listed are kept as read.",
    additionalProperties = Schema.AdditionalPropertiesValue.TRUE,
    requiredProperties = {"version", "functions"})
record BirDocumentSchema(
    @Schema(description = "The wire version of the pelican expressions: 1 or 2") int version,
    @Schema(description = "Target architecture, e.g. gen3") String arch,
    @Schema(description = "Architecture revision") Integer archRev,
    @Schema(description = "Module attributes", type = "object") Object attributes,
    @Schema(description = "The functions: name, allocations, blocks of instructions")
        List<Object> functions,
    @Schema(description = "DMA queues") List<Object> DMAQueues) {

  /** The body of a {@code /diff} JSON pair. */
  @Schema(
      name = "BirDocumentPair",
      description = "Two BIR-JSON documents: a (old) and b (new)",
      requiredProperties = {"a", "b"})
  record Pair(BirDocumentSchema a, BirDocumentSchema b) {}
}
