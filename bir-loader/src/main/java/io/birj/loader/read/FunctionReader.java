package io.birj.loader.read;

import com.fasterxml.jackson.core.JsonStreamContext;
import io.birj.api.container.Keys;
import io.birj.api.error.BirException;
import io.birj.api.json.JsonValues;
import io.birj.api.model.Function;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** Reads the functions of a function container ({@code functions}, {@code nki_functions}). */
final class FunctionReader {
  private final ReadCursor cursor;
  private final ExprSite site;
  private final StorageReader storage;
  private final BlockReader blocks;

  FunctionReader(ReadCursor cursor, ExprSite site, StorageReader storage, BlockReader blocks) {
    this.cursor = cursor;
    this.site = site;
    this.storage = storage;
    this.blocks = blocks;
  }

  /** The array of functions at the cursor; a bad function is reported and skipped. */
  List<Function> functions(String key) throws IOException {
    cursor.expectArray(key);
    JsonStreamContext here = cursor.container();
    List<Function> out = new ArrayList<>();
    while (cursor.nextItem()) {
      try {
        out.add(function());
      } catch (BirException e) {
        cursor.recover(e, here);
      }
    }
    return out;
  }

  private Function function() throws IOException {
    cursor.expectObject("a function");
    String pointer = cursor.pointer();
    long start = cursor.position();
    Function f = new Function(NamedKeys.placeholder(pointer));
    f.setSourcePosition(start);
    boolean named = false;
    JsonStreamContext here = cursor.container();
    while (cursor.nextKey()) {
      String key = cursor.key();
      try {
        if (Keys.NAME.equals(key)) {
          named = true;
        }
        member(f, key);
      } catch (BirException e) {
        cursor.recover(e, here);
      }
    }
    if (!named) {
      cursor.report(NamedKeys.missingName(f, "a function", pointer, start));
    }
    return f;
  }

  private void member(Function f, String key) throws IOException {
    if (NamedKeys.read(cursor, f, key, "a function")) {
      return;
    }
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
