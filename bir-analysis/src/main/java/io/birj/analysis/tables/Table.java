package io.birj.analysis.tables;

import static io.birj.analysis.tables.Column.flag;
import static io.birj.analysis.tables.Column.number;
import static io.birj.analysis.tables.Column.text;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The tables a set of documents makes (docs/tables.md): each with its columns, in order, said once
 * here for every writer of them (an SQL schema, JSON Lines, the docs). Every table's first column
 * is {@code document}, so several documents make one set of tables.
 */
public enum Table {
  DOCUMENTS(
      "documents",
      "One row per document: the counts `bir stats` gives, and the verifier's verdict.",
      List.of(
          text("document", "the document's name as given (its path, or `<stdin>`)"),
          number("functions", "entries of `functions`"),
          number("nki_functions", "entries of `nki_functions`"),
          number("queues", "entries of the module's queues"),
          number("blocks", "blocks everywhere (functions, queues, regions)"),
          number("instructions", "instructions everywhere"),
          number("operands", "operands (`ins`, `indirection_ins`, `outs`) everywhere"),
          number("edges", "dependency edges of the three lists"),
          number("expressions", "expression occurrences"),
          number("wire_nodes", "nodes of all expressions written as trees"),
          number("distinct_nodes", "distinct nodes reachable from all expressions"),
          number("unknown_keys", "keys no model holds (kept as read)"),
          text(
              "verdict",
              "the verifier's verdict: `clean`, `findings` or `undecided` (`bir check`)"),
          number("findings", "the verifier's findings, those past its limit included"))),
  FUNCTIONS(
      "functions",
      "One row per entry of `functions` and `nki_functions`.",
      List.of(
          text("document", "the document"),
          text("pointer", "the function's JSON Pointer"),
          text("name", "its name"),
          text("kind", "`function` or `nki_function`"),
          number("blocks", "its own blocks (not those of its regions)"),
          number("allocations", "entries of its `allocations`"))),
  BLOCKS(
      "blocks",
      "One row per block, in document order: a function's, a queue's, a structured instruction's.",
      List.of(
          text("document", "the document"),
          text("pointer", "the block's JSON Pointer"),
          text("function", "the function or queue the block is in (its name)"),
          text("holder", "the JSON Pointer of what holds the block list"),
          text(
              "holder_kind",
              "`function`, `nki_function`, `queue`, or the opcode of the structured instruction"
                  + " holding it (`Loop`, `DoWhile`, ...)"),
          text("name", "the block's name"),
          number("position", "its index in its holder's list"),
          number("depth", "structured instructions around it"),
          number("loop_depth", "loops (`Loop` instructions) around it"),
          number("instructions", "its instructions"))),
  INSTRUCTIONS(
      "instructions",
      "One row per instruction, structured ones and those in their regions included.",
      List.of(
          text("document", "the document"),
          text("pointer", "the instruction's JSON Pointer"),
          text("function", "the function or queue it is in (its name)"),
          text("block", "the JSON Pointer of its block"),
          text(
              "block_path",
              "the names from its function down to its block, `/`-separated (function, block,"
                  + " structured instruction, block, ...)"),
          number("position", "its index in its block"),
          text("name", "its name"),
          text("opcode", "its opcode"),
          text("engine", "its `engine`"),
          number("source_line", "the line where it starts in the document (0 for CBOR)"),
          number("source_column", "the column where it starts (the byte offset for CBOR)"),
          number("depth", "structured instructions around it"),
          number("loop_depth", "loops (`Loop` instructions) around it"),
          flag("region", "whether it holds blocks (a loop, `DoWhile`, a DMA block, ...)"),
          text("debug_file", "`debug.filename`"),
          number("debug_line", "`debug.lineno`"),
          text("debug_op", "`debug.op_name`"))),
  OPERANDS(
      "operands",
      "One row per operand, with where its first instance lands (the verifier's geometry,"
          + " `bir check --footprint`).",
      List.of(
          text("document", "the document"),
          text("pointer", "the operand's JSON Pointer"),
          text("instruction", "the JSON Pointer of its instruction"),
          text("side", "`ins`, `indirection_ins` or `outs`"),
          number("position", "its index in that list"),
          text("kind", "`physical_ap`, `symbolic_ap`, `register_ap`, `imm_value`, ..."),
          text("dtype", "its `dtype`"),
          text("location", "the memory location it names (`memref`, or a register's name)"),
          text("location_set", "the memory-location set it names (`memsetref`)"),
          text("access_pattern", "its `ap` as `[[step,num],...]`, outermost first"),
          number("ap_offset", "its constant offset (`offset`, `const_ap_offset`)"),
          number(
              "instances",
              "instances of its instruction (the product of the loops' trip counts; 1 outside"
                  + " loops)"),
          text(
              "space",
              "where its first instance lands: `SB`, `PSUM` or `DRAM` (NULL when not placed)"),
          number("first_partition", "the first partition it touches (0 for DRAM)"),
          number("partitions", "how many partitions it touches"),
          number("partition_step", "the step between them"),
          number("bytes", "bytes it touches in each partition (the sum of its byte runs)"),
          flag("exact", "false when the byte runs bound the bytes rather than list them"),
          text(
              "not_placed",
              "why it is not placed: touches no memory, or what is not known statically"),
          number("problems", "rules its first instance breaks (bounds, partition start)"))),
  DEPENDENCIES(
      "dependencies",
      "One row per dependency edge of `dependencies`, `loop_carried_dependencies` and"
          + " `unroll_dependencies`.",
      List.of(
          text("document", "the document"),
          text("instruction", "the JSON Pointer of the instruction that lists the edge"),
          text("source", "that instruction's name"),
          text("target", "the name of the instruction it depends on"),
          text(
              "kind",
              "`Invalid`, `Ordered`, `Anti`, `Output`, `Flow` (or the code 5 to 7, which have no"
                  + " spelling)"),
          text("list", "`dependencies`, `loop_carried_dependencies` or `unroll_dependencies`"),
          text(
              "form", "how the kind was written: `implied` (a bare name), `spelled` or `numbered`"),
          number("position", "the edge's index in its list"),
          text("distance", "a loop-carried edge's distance vector as `[d,...]` (2.27 form)"))),
  SEMAPHORES(
      "semaphores",
      "One row per semaphore wait (`sync_info.on_wait`) and update (`sync_info.on_update`).",
      List.of(
          text("document", "the document"),
          text("instruction", "the JSON Pointer of the instruction"),
          text("name", "the instruction's name"),
          text("action", "`wait` or `update`"),
          number("position", "the entry's index in its list"),
          number("semaphore", "the semaphore's id"),
          number("value", "the value waited for, or the update's value"),
          text("waits_on", "a wait's `from`: the instruction whose update it waits for"))),
  ALLOCATIONS(
      "allocations",
      "One row per entry of a function's `allocations`.",
      List.of(
          text("document", "the document"),
          text("function", "the function's name"),
          text("pointer", "the allocation's JSON Pointer"),
          text(
              "skind",
              "`memory_location_set`, `memory_location`, `register` or `unknown` (kept as read)"),
          text("name", "its name"),
          text("kind", "a set's `kind` (`ExternalInput`, `Internal`, ...)"),
          text("dtype", "a set's `dtype`"),
          number("memory_locations", "a set's memory locations"))),
  MEMORY_LOCATIONS(
      "memory_locations",
      "One row per memory location, in a set or alone.",
      List.of(
          text("document", "the document"),
          text("function", "the function's name"),
          text("pointer", "the memory location's JSON Pointer"),
          text("name", "its name"),
          text("location_set", "the name of the set holding it (NULL when alone)"),
          text("type", "its `type`: `DRAM`, `SB`, `PSUM`, ..."),
          number("addr", "its `addr`"),
          text("dims", "its `dims` as `[d,...]`"))),
  EXPRESSIONS(
      "expressions",
      "One row per expression occurrence, wherever it sits.",
      List.of(
          text("document", "the document"),
          text("pointer", "the expression's JSON Pointer"),
          text(
              "text",
              "its text form (`bir expr`), cut with an ellipsis past "
                  + TableRows.EXPRESSION_TEXT
                  + " characters"),
          number("wire_nodes", "its nodes written as a tree (a shared node once per use)"),
          number("distinct_nodes", "its distinct nodes"))),
  FINDINGS(
      "findings",
      "One row per finding of the verifier (`bir check`), those it keeps (10,000 by default).",
      List.of(
          text("document", "the document"),
          text("rule", "the rule's short name (docs/verifier.md)"),
          text("id", "the rule's id (`BIRJ-V001`, ...)"),
          text("severity", "`error` or `warning`"),
          text("message", "the finding"),
          text("pointer", "the JSON Pointer of the operand or instruction"),
          number("source_line", "its line"),
          number("source_column", "its column"))),
  UNKNOWN_KEYS(
      "unknown_keys",
      "One row per key no model holds, kept as read (what `bir validate --strict` refuses).",
      List.of(
          text("document", "the document"),
          text("pointer", "the key's JSON Pointer"),
          text(
              "place",
              "what holds it: `module`, `function`, `instruction[Activation]`,"
                  + " `operand[physical_ap]`, `memory_location`, ..."),
          text("key", "the key")));

  private final String sqlName;
  private final String description;
  private final List<Column> columns;
  private final Map<String, Integer> positions = new HashMap<>();

  Table(String sqlName, String description, List<Column> columns) {
    this.sqlName = sqlName;
    this.description = description;
    this.columns = columns;
    for (int i = 0; i < columns.size(); i++) {
      positions.put(columns.get(i).name(), i);
    }
  }

  /**
   * A row of this table: {@code values} in the order of {@link #columns()}, each {@code null} or of
   * its column's type ({@link Row} checks them).
   */
  public Row row(Object... values) {
    return new Row(this, Arrays.asList(values));
  }

  /** The position of the column named {@code column}, or -1. */
  public int position(String column) {
    return positions.getOrDefault(column, -1);
  }

  /** The table's name in SQL and in file names. */
  public String sqlName() {
    return sqlName;
  }

  public String description() {
    return description;
  }

  public List<Column> columns() {
    return columns;
  }
}
