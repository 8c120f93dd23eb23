package io.birj.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.ExprReadContext;
import io.birj.api.codec.PelicanCodec;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ExprCorpusTest {
  @ParameterizedTest
  @ValueSource(strings = {"flat-v1", "flat-v2", "nested-v2"})
  void the_corpus_read_back_by_its_codec_is_the_corpus(String corpus) throws IOException {
    String[] parts = corpus.split("-v");
    PelicanCodec codec = CodecRegistry.load().find(Integer.parseInt(parts[1]));
    PelicanContext pc = new PelicanContext();
    List<Expr> exprs = ExprCorpus.make(parts[0], pc);
    ExprReadContext ctx = ExprCorpus.context(pc);
    List<Expr> read = new ArrayList<>();
    try (JsonParser p = new JsonFactory().createParser(ExprCorpus.encode(exprs, codec))) {
      p.nextToken();
      while (p.nextToken() == JsonToken.START_OBJECT) {
        read.add(codec.read(p, ctx));
      }
    }
    assertEquals(exprs, read);
  }

  @ParameterizedTest
  @ValueSource(strings = {"nested"})
  void the_nested_corpus_repeats_shared_nodes_on_the_wire(String shape) {
    List<Expr> exprs = ExprCorpus.make(shape, new PelicanContext());
    long distinct = 0;
    for (Expr e : exprs) {
      distinct += io.birj.api.codec.WireSize.of(e).distinctNodes();
    }
    assertTrue(ExprCorpus.wireNodes(exprs) > 2 * distinct);
  }
}
