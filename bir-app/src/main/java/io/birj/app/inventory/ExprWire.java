package io.birj.app.inventory;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamReadException;
import io.birj.api.codec.CodecLimits;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.ExprKindCodec;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.codec.StandaloneReadContext;
import io.birj.api.error.BirException;
import io.birj.api.error.DiagnosticCode;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.pelican.VendorKind;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/** One expression to and from its wire forms, through whichever codecs are installed. */
public final class ExprWire {
  private static final JsonFactory JSON = new JsonFactory();

  private final CodecRegistry codecs;

  public ExprWire(CodecRegistry codecs) {
    this.codecs = codecs;
  }

  /** A fresh arena that knows the installed vendor kinds (their nodes can be made and read). */
  public PelicanContext newContext() {
    List<VendorKind> vendor = new ArrayList<>();
    for (ExprKindCodec k : codecs.kinds().all()) {
      vendor.add(k.kind());
    }
    return new PelicanContext(vendor);
  }

  /** Reads one expression in the wire form of {@code version}. */
  public Expr read(String json, int version, PelicanContext pelican) {
    PelicanCodec codec = codecs.require(version, "");
    try (JsonParser p = JSON.createParser(json)) {
      if (p.nextToken() == null) {
        throw new BirException(
            DiagnosticCode.BIRJ_E0102, "no expression: the input is empty", "", 1, 1);
      }
      Expr e = codec.read(p, new StandaloneReadContext(pelican, codecs.kinds()));
      JsonToken after = p.nextToken();
      if (after != null) {
        throw BirException.at(
            DiagnosticCode.BIRJ_E0101,
            p,
            "trailing content after the expression: " + after.asString());
      }
      return e;
    } catch (StreamReadException e) {
      throw new BirException(
          io.birj.api.json.JsonErrors.code(e),
          e.getOriginalMessage(),
          "",
          e.getLocation() == null ? 0 : e.getLocation().getLineNr(),
          e.getLocation() == null ? 0 : e.getLocation().getColumnNr(),
          e);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Writes {@code e} in the wire form of {@code version}, compact or with {@code indent}. */
  public String write(Expr e, int version, int indent) {
    PelicanCodec codec = codecs.require(version, "");
    StringWriter out = new StringWriter();
    try (JsonGenerator g = JSON.createGenerator(out)) {
      if (indent > 0) {
        g.setPrettyPrinter(Indent.of(indent));
      }
      codec.write(e, g, new PelicanCodec.WriteOptions(CodecLimits.DEFAULT, codecs.kinds(), ""));
    } catch (IOException ex) {
      throw new UncheckedIOException(ex);
    }
    return out.toString();
  }

  public CodecRegistry codecs() {
    return codecs;
  }
}
