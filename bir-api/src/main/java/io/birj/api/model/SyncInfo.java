package io.birj.api.model;

import io.birj.api.name.NameRef;
import java.util.List;

/**
 * An instruction's {@code sync_info}: {@code {"on_wait": [{"from": NAME, "id": N, "wait_value":
 * N}], "on_update": [{"id": N, "update_value": N}]}}. Lists are {@code null} when absent.
 */
public final class SyncInfo extends ModelObject {
  private Object onWait; // a ShortList's storage
  private Object onUpdate; // a ShortList's storage

  public List<Wait> onWait() {
    return onWait == null
        ? null
        : new ShortList<>() {
          @Override
          Object load() {
            return onWait;
          }

          @Override
          void store(Object items) {
            onWait = items;
          }
        };
  }

  public void setOnWait(List<Wait> onWait) {
    this.onWait = ShortList.encode(onWait);
  }

  public List<Update> onUpdate() {
    return onUpdate == null
        ? null
        : new ShortList<>() {
          @Override
          Object load() {
            return onUpdate;
          }

          @Override
          void store(Object items) {
            onUpdate = items;
          }
        };
  }

  public void setOnUpdate(List<Update> onUpdate) {
    this.onUpdate = ShortList.encode(onUpdate);
  }

  /** A wait on another instruction's semaphore update; absent numbers are {@code null}. */
  public static final class Wait extends ModelObject {
    private NameRef<Instruction> from;
    private Long id;
    private Long waitValue;

    public Wait(NameRef<Instruction> from, Long id, Long waitValue) {
      this.from = from;
      this.id = id;
      this.waitValue = waitValue;
    }

    public NameRef<Instruction> from() {
      return from;
    }

    public void setFrom(NameRef<Instruction> from) {
      this.from = from;
    }

    public Long id() {
      return id;
    }

    public void setId(Long id) {
      this.id = id;
    }

    public Long waitValue() {
      return waitValue;
    }

    public void setWaitValue(Long waitValue) {
      this.waitValue = waitValue;
    }
  }

  /** A semaphore update; absent numbers are {@code null}. */
  public static final class Update extends ModelObject {
    private Long id;
    private Long updateValue;

    public Update(Long id, Long updateValue) {
      this.id = id;
      this.updateValue = updateValue;
    }

    public Long id() {
      return id;
    }

    public void setId(Long id) {
      this.id = id;
    }

    public Long updateValue() {
      return updateValue;
    }

    public void setUpdateValue(Long updateValue) {
      this.updateValue = updateValue;
    }
  }
}
