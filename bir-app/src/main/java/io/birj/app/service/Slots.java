package io.birj.app.service;

import io.micronaut.http.HttpRequest;
import jakarta.inject.Singleton;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The requests on their way through the server, from their head to their answer's last byte sent
 * ({@link Exchanges}), by the id in their {@link #HEADER}: what a request holds (its {@link
 * Admission.Ticket}) is given back when its slot closes.
 */
@Singleton
final class Slots {
  /** The request header naming a request's slot (a client's own is removed). */
  static final String HEADER = "birj-slot";

  private final Map<String, Slot> open = new ConcurrentHashMap<>();
  private final AtomicLong ids = new AtomicLong();

  /** One request's place from head to answer sent. */
  final class Slot {
    private final String id;
    private Admission.Ticket ticket;
    private boolean closed;

    private Slot(String id) {
      this.id = id;
    }

    String id() {
      return id;
    }

    /** Keeps {@code t} until the slot closes (at once, when it has closed already). */
    void hold(Admission.Ticket t) {
      synchronized (this) {
        if (!closed) {
          ticket = t;
          return;
        }
      }
      t.close();
    }

    /** The answer is sent, or the connection gone: what the request held is given back. */
    void close() {
      Admission.Ticket t;
      synchronized (this) {
        closed = true;
        t = ticket;
        ticket = null;
      }
      open.remove(id);
      if (t != null) {
        t.close();
      }
    }
  }

  Slot open() {
    Slot s = new Slot(Long.toString(ids.incrementAndGet()));
    open.put(s.id, s);
    return s;
  }

  /** The slot of {@code request}, when it came through {@link Exchanges}. */
  Optional<Slot> of(HttpRequest<?> request) {
    String id = request.getHeaders().get(HEADER);
    return id == null ? Optional.empty() : Optional.ofNullable(open.get(id));
  }

  /** Requests between their head and their answer sent, now. */
  int count() {
    return open.size();
  }
}
