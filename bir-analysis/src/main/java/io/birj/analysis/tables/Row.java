package io.birj.analysis.tables;

/**
 * One row of one {@link Table}: a record whose components are the table's columns, in order (the
 * column {@code source_line} is the component {@code sourceLine}). {@link #values()} gives them in
 * that order, for a writer that knows only the table. Numbers are {@code Long} (or {@code
 * Integer}), text {@code String}, flags {@code Boolean}; {@code null} where the document says
 * nothing.
 */
public sealed interface Row {
  Table table();

  /** The values, in the order of {@code table().columns()}. */
  Object[] values();

  record DocumentRow(
      String document,
      long functions,
      long nkiFunctions,
      long queues,
      long blocks,
      long instructions,
      long operands,
      long edges,
      long expressions,
      long wireNodes,
      long distinctNodes,
      long unknownKeys,
      String verdict,
      Long findings)
      implements Row {
    @Override
    public Table table() {
      return Table.DOCUMENTS;
    }

    @Override
    public Object[] values() {
      return new Object[] {
        document,
        functions,
        nkiFunctions,
        queues,
        blocks,
        instructions,
        operands,
        edges,
        expressions,
        wireNodes,
        distinctNodes,
        unknownKeys,
        verdict,
        findings
      };
    }
  }

  record FunctionRow(
      String document, String pointer, String name, String kind, long blocks, long allocations)
      implements Row {
    @Override
    public Table table() {
      return Table.FUNCTIONS;
    }

    @Override
    public Object[] values() {
      return new Object[] {document, pointer, name, kind, blocks, allocations};
    }
  }

  record BlockRow(
      String document,
      String pointer,
      String function,
      String holder,
      String holderKind,
      String name,
      long position,
      long depth,
      long loopDepth,
      long instructions)
      implements Row {
    @Override
    public Table table() {
      return Table.BLOCKS;
    }

    @Override
    public Object[] values() {
      return new Object[] {
        document,
        pointer,
        function,
        holder,
        holderKind,
        name,
        position,
        depth,
        loopDepth,
        instructions
      };
    }
  }

  record InstructionRow(
      String document,
      String pointer,
      String function,
      String block,
      String blockPath,
      long position,
      String name,
      String opcode,
      String engine,
      long sourceLine,
      long sourceColumn,
      long depth,
      long loopDepth,
      boolean region,
      String debugFile,
      Long debugLine,
      String debugOp)
      implements Row {
    @Override
    public Table table() {
      return Table.INSTRUCTIONS;
    }

    @Override
    public Object[] values() {
      return new Object[] {
        document,
        pointer,
        function,
        block,
        blockPath,
        position,
        name,
        opcode,
        engine,
        sourceLine,
        sourceColumn,
        depth,
        loopDepth,
        region,
        debugFile,
        debugLine,
        debugOp
      };
    }
  }

  record OperandRow(
      String document,
      String pointer,
      String instruction,
      String side,
      long position,
      String kind,
      String dtype,
      String location,
      String locationSet,
      String accessPattern,
      Long apOffset,
      Long instances,
      String space,
      Long firstPartition,
      Long partitions,
      Long partitionStep,
      Long bytes,
      Boolean exact,
      String notPlaced,
      Long problems)
      implements Row {
    @Override
    public Table table() {
      return Table.OPERANDS;
    }

    @Override
    public Object[] values() {
      return new Object[] {
        document,
        pointer,
        instruction,
        side,
        position,
        kind,
        dtype,
        location,
        locationSet,
        accessPattern,
        apOffset,
        instances,
        space,
        firstPartition,
        partitions,
        partitionStep,
        bytes,
        exact,
        notPlaced,
        problems
      };
    }
  }

  record DependencyRow(
      String document,
      String instruction,
      String source,
      String target,
      String kind,
      String list,
      String form,
      long position,
      String distance)
      implements Row {
    @Override
    public Table table() {
      return Table.DEPENDENCIES;
    }

    @Override
    public Object[] values() {
      return new Object[] {
        document, instruction, source, target, kind, list, form, position, distance
      };
    }
  }

  record SemaphoreRow(
      String document,
      String instruction,
      String name,
      String action,
      long position,
      Long semaphore,
      Long value,
      String waitsOn)
      implements Row {
    @Override
    public Table table() {
      return Table.SEMAPHORES;
    }

    @Override
    public Object[] values() {
      return new Object[] {
        document, instruction, name, action, position, semaphore, value, waitsOn
      };
    }
  }

  record AllocationRow(
      String document,
      String function,
      String pointer,
      String skind,
      String name,
      String kind,
      String dtype,
      Long memoryLocations)
      implements Row {
    @Override
    public Table table() {
      return Table.ALLOCATIONS;
    }

    @Override
    public Object[] values() {
      return new Object[] {document, function, pointer, skind, name, kind, dtype, memoryLocations};
    }
  }

  record MemoryLocationRow(
      String document,
      String function,
      String pointer,
      String name,
      String locationSet,
      String type,
      Long addr,
      String dims)
      implements Row {
    @Override
    public Table table() {
      return Table.MEMORY_LOCATIONS;
    }

    @Override
    public Object[] values() {
      return new Object[] {document, function, pointer, name, locationSet, type, addr, dims};
    }
  }

  record ExpressionRow(
      String document, String pointer, String text, long wireNodes, long distinctNodes)
      implements Row {
    @Override
    public Table table() {
      return Table.EXPRESSIONS;
    }

    @Override
    public Object[] values() {
      return new Object[] {document, pointer, text, wireNodes, distinctNodes};
    }
  }

  record FindingRow(
      String document,
      String rule,
      String id,
      String severity,
      String message,
      String pointer,
      long sourceLine,
      long sourceColumn)
      implements Row {
    @Override
    public Table table() {
      return Table.FINDINGS;
    }

    @Override
    public Object[] values() {
      return new Object[] {
        document, rule, id, severity, message, pointer, sourceLine, sourceColumn
      };
    }
  }

  record UnknownKeyRow(String document, String pointer, String place, String key) implements Row {
    @Override
    public Table table() {
      return Table.UNKNOWN_KEYS;
    }

    @Override
    public Object[] values() {
      return new Object[] {document, pointer, place, key};
    }
  }
}
