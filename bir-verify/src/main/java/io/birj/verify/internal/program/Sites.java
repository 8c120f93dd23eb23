package io.birj.verify.internal.program;

import io.birj.api.model.BlockHolder;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.pointer.DocPointer;
import io.birj.api.walk.ModelWalker;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * The instructions of one block region (a function's or a queue's) as a tree of {@link Site}s,
 * collected by the one traversal ({@link ModelWalker#walkRegion}) over the structure alone.
 */
public final class Sites {
  private final List<Site> top = new ArrayList<>();
  private final List<Site> all = new ArrayList<>();

  private Sites() {}

  /** The sites of {@code holder}'s region; {@code at} is the holder's pointer. */
  public static Sites of(BlockHolder holder, DocPointer at, int firstIndex) {
    Sites s = new Sites();
    ArrayDeque<Site> owners = new ArrayDeque<>();
    ArrayDeque<Loop> loops = new ArrayDeque<>();
    ModelWalker.walkRegion(
        holder,
        at,
        new ModelWalker.Visitor() {
          @Override
          public boolean visitsContent() {
            return false;
          }

          @Override
          public void instruction(DocPointer ip, Instruction i, ModelWalker.Where where) {
            Site owner = owners.peek();
            List<Loop> enclosing = new ArrayList<>(loops);
            java.util.Collections.reverse(enclosing);
            Site site = new Site(firstIndex + s.all.size(), i, ip, owner, enclosing);
            s.all.add(site);
            (owner == null ? s.top : owner.region()).add(site);
          }

          @Override
          public void enterRegion(DocPointer ip, Instruction owner, ModelWalker.Where where) {
            owners.push(s.all.get(s.all.size() - 1));
            if (owner instanceof Loop l) {
              loops.push(l);
            }
          }

          @Override
          public void leaveRegion(DocPointer ip, Instruction owner) {
            owners.pop();
            if (owner instanceof Loop) {
              loops.pop();
            }
          }
        });
    return s;
  }

  /** The sites at the top of the region, in document order. */
  public List<Site> top() {
    return top;
  }

  /** Every site, in document order. */
  public List<Site> all() {
    return all;
  }
}
