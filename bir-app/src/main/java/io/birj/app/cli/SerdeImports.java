package io.birj.app.cli;

import io.birj.analysis.diff.SemanticDiff;
import io.birj.analysis.stats.DocumentStats;
import io.birj.verify.result.Footprint;
import io.micronaut.serde.annotation.SerdeImport;

/**
 * The loader's, the analyses' and the verifier's result records, serializable by Micronaut
 * Serialization without reflection.
 */
@SerdeImport(DocumentStats.class)
@SerdeImport(DocumentStats.Edges.class)
@SerdeImport(DocumentStats.UnknownKey.class)
@SerdeImport(SemanticDiff.Difference.class)
@SerdeImport(Footprint.class)
@SerdeImport(Footprint.Touch.class)
final class SerdeImports {
  private SerdeImports() {}
}
