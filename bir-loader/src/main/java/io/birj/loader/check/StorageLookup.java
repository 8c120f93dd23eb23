package io.birj.loader.check;

import io.birj.api.model.MemoryLocation;
import io.birj.api.model.MemoryLocationSet;
import io.birj.api.model.Register;

/**
 * Where the storage names of a scope resolve: a function's own storage, or, for the contents of the
 * module's queues, the functions' storage with {@code main} first ({@code
 * Module::getMemoryLocationByName}).
 */
interface StorageLookup {
  Register register(String name);

  /** The first memory location of this name ({@code getMemoryLocationByName}). */
  MemoryLocation memoryLocation(String name);

  MemoryLocationSet memoryLocationSet(String name);

  /** For messages: {@code function "main"}, ... */
  String description();
}
