/**
 * Where something is in a document: {@link io.birj.api.pointer.DocPointer}, the one JSON Pointer of
 * birj, for the reader, the writer, the checker, the walk of the model and every message.
 */
package io.birj.api.pointer;
