package io.birj.bench;

import com.fasterxml.jackson.core.JsonFactory;
import java.io.IOException;
import java.nio.file.Path;

/**
 * jackson-core's token scan of one file as a whole process: the reference a whole-process load is
 * measured against (issue 25; bir-bench/RESULTS.md, "Reading in parallel"). Prints the tokens.
 *
 * <pre>java -cp bir-bench/target/classes:$(cat bir-bench/target/bench.classpath) \
 *     io.birj.bench.TokenScan FILE</pre>
 */
public final class TokenScan {
  private TokenScan() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      System.err.println("usage: TokenScan FILE");
      System.exit(2);
    }
    System.out.println(LoadBenchmark.Tokens.scan(new JsonFactory(), Path.of(args[0])) + " tokens");
  }
}
