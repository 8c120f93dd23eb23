package io.birj.app.cli;

import java.io.OutputStream;
import java.io.PrintWriter;

/**
 * The command's standard output and error: text through the writers, documents as raw bytes through
 * {@code stdout} (flush {@code out} first). Registered in the context by {@code BirApp}.
 */
public record StdStreams(OutputStream stdout, PrintWriter out, PrintWriter err) {}
