package io.birj.fuzz;

import com.code_intelligence.jazzer.junit.DictionaryFile;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.pelican.PelicanException;
import java.nio.charset.StandardCharsets;

/**
 * The pelican text form (ExprPrinter's grammar) against any text: parsing gives an expression or a
 * PelicanException, nothing else; the printed form of what parses parses back to the identical node
 * and prints the same, in the same context and in a fresh one.
 */
class PelicanTextFuzzTest {
  @FuzzTest(maxDuration = "5m")
  @DictionaryFile(resourcePath = "pelican-text.dict")
  void textParsesOrIsRefusedAndReprints(byte[] data) {
    check(new String(data, StandardCharsets.UTF_8));
  }

  static void check(String text) {
    PelicanContext pc = new PelicanContext();
    Expr e;
    try {
      e = pc.parse(text);
    } catch (PelicanException x) {
      Oracle.requireCleanRefusal(x);
      return;
    }
    if (e == null) {
      throw Oracle.finding("parse returned null for " + quote(text));
    }
    String printed;
    try {
      printed = pc.print(e);
    } catch (PelicanException x) {
      // Only a text too long to print may be refused; the input itself was shorter.
      Oracle.requireCleanRefusal(x);
      return;
    }
    Expr again;
    try {
      again = pc.parse(printed);
    } catch (PelicanException x) {
      throw Oracle.finding("the printed form does not parse: " + quote(printed), x);
    }
    if (again != e) {
      throw Oracle.finding(
          "print/parse changed the expression: "
              + quote(text)
              + " printed "
              + quote(printed)
              + " reparsed "
              + quote(pc.print(again)));
    }
    PelicanContext fresh = new PelicanContext();
    String elsewhere;
    try {
      elsewhere = fresh.print(fresh.parse(printed));
    } catch (PelicanException x) {
      throw Oracle.finding(
          "the printed form does not parse in a fresh context: " + quote(printed), x);
    }
    if (!elsewhere.equals(printed)) {
      throw Oracle.finding("a fresh context prints " + quote(elsewhere) + " for " + quote(printed));
    }
  }

  private static String quote(String s) {
    StringBuilder b = new StringBuilder("\"");
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c < 0x20 || c > 0x7e || c == '"' || c == '\\') {
        b.append(String.format("\\u%04x", (int) c));
      } else {
        b.append(c);
      }
    }
    return b.append('"').toString();
  }
}
