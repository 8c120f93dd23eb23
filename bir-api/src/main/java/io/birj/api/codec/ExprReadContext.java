package io.birj.api.codec;

import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.json.JsonReads;
import io.birj.pelican.AffineIV;
import io.birj.pelican.IntRuntimeValue;
import io.birj.pelican.PelicanContext;
import io.birj.pelican.ShardId;

/**
 * What a codec's reader needs beyond the bytes (docs/wire/expressions.md, "Reader and writer": the
 * reader is context-bound, the writer context-free): the arena that mints and uniques nodes, and
 * the resolvers of the leaves the wire stores by name.
 *
 * <p>Resolution may be deferred: the loader's first pass returns the node for a name and checks in
 * its second pass that the name exists (an axis declared after its use in key order still
 * resolves). A resolver that knows a name cannot exist may throw a {@code BirException}.
 */
public interface ExprReadContext {
  /** The arena that mints and uniques the nodes. */
  PelicanContext pelican();

  /** An axis of the instruction's enclosing loop nest, by name ({@code Instruction::findAxis}). */
  AffineIV findAxis(String name);

  /** A register of the function, by name ({@code Function::getRegisterByName}). */
  IntRuntimeValue findRegister(String name);

  /**
   * The string value at {@code p} that names something (a kind, an axis, a register), failing as
   * {@link JsonReads#string} does. A document repeats such names: a reader may give one copy per
   * distinct name, made from the parser's characters without a new {@code String} each time.
   */
  default String name(JsonParser p, String what) throws java.io.IOException {
    return JsonReads.string(p, what);
  }

  /** The function's shard id of this upper bound ({@code Function::getOrCreateShardId}). */
  default ShardId getOrCreateShardId(long ub) {
    return pelican().shardId(ub);
  }

  /** The limits reading must respect. */
  default CodecLimits limits() {
    return CodecLimits.DEFAULT;
  }

  /** The vendor kinds installed, consulted for a tag a codec does not know. */
  default ExprKindRegistry kinds() {
    return ExprKindRegistry.EMPTY;
  }
}
