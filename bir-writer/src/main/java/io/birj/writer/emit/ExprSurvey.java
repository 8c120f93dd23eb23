package io.birj.writer.emit;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonStreamContext;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.json.JsonValue;
import java.io.IOException;

/**
 * A dry run's expression sink: it hands each expression, with the version of its site and the
 * generator's write context (its place in the document), to a {@link Sink}, and writes {@code null}
 * in its place. Running the emitter with it visits exactly the expressions a write would write, in
 * the versions it would write them in.
 */
public final class ExprSurvey implements ExprOut {
  /** Receives each expression; {@code at} is valid during the call only. */
  @FunctionalInterface
  public interface Sink {
    void expression(JsonStreamContext at, QuasiAffineExpr e, int version);

    /** An object of unknown content that is not an expression; {@code at} as for expressions. */
    default void keptObject(JsonStreamContext at, JsonValue.JsonObject o, int version) {}
  }

  private final Sink sink;

  public ExprSurvey(Sink sink) {
    this.sink = sink;
  }

  @Override
  public void write(JsonGenerator g, QuasiAffineExpr e, int version) throws IOException {
    sink.expression(g.getOutputContext(), e, version);
    g.writeNull();
  }

  @Override
  public void keptObject(JsonGenerator g, JsonValue.JsonObject o, int version) {
    sink.keptObject(g.getOutputContext(), o, version);
  }
}
