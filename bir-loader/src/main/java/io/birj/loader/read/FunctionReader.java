package io.birj.loader.read;

import io.birj.api.container.Keys;
import io.birj.api.json.JsonValues;
import io.birj.api.model.Function;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** Reads the functions of a function container ({@code functions}, {@code nki_functions}). */
record FunctionReader(ReadCursor cursor, ExprSite site, StorageReader storage, BlockReader blocks) {

  /** The array of functions at the cursor; a bad function is reported and skipped. */
  List<Function> functions(String key) throws IOException {
    cursor.expectArray(key);
    List<Function> out = new ArrayList<>();
    cursor.eachItem(this::function, out::add);
    return out;
  }

  private Function function() throws IOException {
    return NamedKeys.object(cursor, "a function", Function::new, this::member);
  }

  private void member(Function f, String key) throws IOException {
    switch (key) {
      case Keys.ATTRIBUTES:
        // A list of FunctionAttribute spellings, or an object in other releases: kept as read.
        f.setAttributes(JsonValues.read(cursor.parser()));
        return;
      case Keys.ALLOCATIONS:
        if (!cursor.keptNull(f.unknownKeys(), key)) {
          f.setAllocations(storage.allocations());
        }
        return;
      case Keys.BLOCKS:
        f.blocks().addAll(blocks.blocks());
        return;
      default:
        f.unknownKeys().add(site.unknownMember(key));
    }
  }
}
