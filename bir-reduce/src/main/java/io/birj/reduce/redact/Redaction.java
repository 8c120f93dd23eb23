package io.birj.reduce.redact;

import io.birj.api.model.Module;

/**
 * A redacted document: its model (write it with the writer, in {@code version}, the input's), and
 * the report of what was renamed and replaced.
 */
public record Redaction(Module module, int version, RedactionReport report) {}
