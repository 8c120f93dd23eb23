package io.birj.app.streams;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;

/**
 * The command's standard streams: text through the writers, documents as raw bytes through {@code
 * stdout} (flush {@code out} first), input documents ({@code -}) from {@code in}. Every write is
 * checked ({@link io.birj.cli.output.CheckedOutput}). Registered in the context by {@code BirApp}.
 */
public record StdStreams(InputStream in, OutputStream stdout, PrintWriter out, PrintWriter err) {}
