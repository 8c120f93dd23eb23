package io.birj.verify.internal.program;

import java.util.Arrays;

/**
 * The instruction instances of one program, in the order they were made (document order with the
 * loops unrolled): for each its site, its stream and its position in that stream (1-based), its
 * loop indices, its role, and the instances it must wait for beyond its stream's previous one.
 */
public final class Instances {
  /** An instance that runs the instruction (reads, then writes, then updates). */
  public static final byte RUN = 0;

  /** The start of a DMA block (its waits); its descriptors follow on the queue. */
  public static final byte BLOCK_START = 1;

  /** The end of a DMA block (its updates), after its descriptors. */
  public static final byte BLOCK_END = 2;

  private int size;
  private Site[] site = new Site[1024];
  private int[] stream = new int[1024];
  private int[] seq = new int[1024];
  private long[][] indices = new long[1024][];
  private byte[] role = new byte[1024];
  private int[][] preds = new int[1024][];

  int add(Site s, int streamId, int position, long[] loopIndices, byte r) {
    if (size == site.length) {
      int n = size * 2;
      site = Arrays.copyOf(site, n);
      stream = Arrays.copyOf(stream, n);
      seq = Arrays.copyOf(seq, n);
      indices = Arrays.copyOf(indices, n);
      role = Arrays.copyOf(role, n);
      preds = Arrays.copyOf(preds, n);
    }
    site[size] = s;
    stream[size] = streamId;
    seq[size] = position;
    indices[size] = loopIndices;
    role[size] = r;
    return size++;
  }

  void addPred(int instance, int pred) {
    int[] p = preds[instance];
    if (p == null) {
      preds[instance] = new int[] {pred};
      return;
    }
    for (int q : p) {
      if (q == pred) {
        return;
      }
    }
    int[] n = Arrays.copyOf(p, p.length + 1);
    n[p.length] = pred;
    preds[instance] = n;
  }

  public int size() {
    return size;
  }

  public Site site(int i) {
    return site[i];
  }

  public int stream(int i) {
    return stream[i];
  }

  /** The instance's position in its stream, from 1. */
  public int seq(int i) {
    return seq[i];
  }

  /** The values of the enclosing loops' axes (outermost first), or an empty array. */
  public long[] loopIndices(int i) {
    return indices[i];
  }

  public byte role(int i) {
    return role[i];
  }

  /** The instances {@code i} waits for besides its stream's previous one; never {@code null}. */
  public int[] preds(int i) {
    int[] p = preds[i];
    return p == null ? NONE : p;
  }

  private static final int[] NONE = new int[0];

  /** "i=1, j=0" for messages, or "" outside loops. */
  public String iteration(int i) {
    return site[i].iterations().label(indices[i]);
  }
}
