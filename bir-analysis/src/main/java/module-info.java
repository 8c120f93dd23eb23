/**
 * Analyses over a loaded model: the semantic diff of two modules ({@link
 * io.birj.analysis.diff.SemanticDiff}) and a module's statistics ({@link
 * io.birj.analysis.stats.DocumentStats}), and the tables of a module for SQL and columnar files
 * ({@link io.birj.analysis.tables.TableRows}, docs/tables.md), and a module as a listing and a
 * block as a dependency graph ({@link io.birj.analysis.listing.Listing}, {@link
 * io.birj.analysis.graph.BlockGraph}, docs/show.md). All work on the model of io.birj.api, whether
 * read, built or edited in memory; the loader is required transitively so that a module requiring
 * io.birj.analysis can read what it analyses.
 *
 * <pre>{@code
 * BirReader reader = BirReader.standard();
 * Module m = reader.read(Path.of("kernel.json"));
 * List<SemanticDiff.Difference> d = new SemanticDiff().diff(m, reader.read(Path.of("other.json")));
 * DocumentStats stats = DocumentStats.of(m);
 * }</pre>
 */
module io.birj.analysis {
  requires transitive io.birj.loader;

  exports io.birj.analysis.diff;
  exports io.birj.analysis.graph;
  exports io.birj.analysis.listing;
  exports io.birj.analysis.stats;
  exports io.birj.analysis.tables;
}
