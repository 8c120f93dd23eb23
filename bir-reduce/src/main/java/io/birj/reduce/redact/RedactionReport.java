package io.birj.reduce.redact;

import java.util.Map;

/**
 * What a redaction did: the opaque name each name got ({@code names}, old to new, in document
 * order), the replacement of each free text ({@code texts}), how many names of each kind were
 * renamed ({@code renamedByKind}, by the opaque prefix's kind), how many strings of free text were
 * replaced under each key ({@code replacedByKey}: {@code debug}, {@code file}, an unknown key...),
 * and how many immediate values were scrambled.
 */
public record RedactionReport(
    Map<String, String> names,
    Map<String, String> texts,
    Map<String, Integer> renamedByKind,
    Map<String, Integer> replacedByKey,
    long scrambledValues) {
  public RedactionReport {
    names = java.util.Collections.unmodifiableMap(names);
    texts = java.util.Collections.unmodifiableMap(texts);
    renamedByKind = java.util.Collections.unmodifiableMap(renamedByKind);
    replacedByKey = java.util.Collections.unmodifiableMap(replacedByKey);
  }
}
