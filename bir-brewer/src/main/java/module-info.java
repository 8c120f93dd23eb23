/**
 * bir-brewer: reads the ISA spec and projects it into the Java sources of bir-instructions and the
 * JSON Schema of the instruction catalog (bir-instructions/README.md). A build tool: nothing at run
 * time depends on it.
 */
module io.birj.brewer {
  requires com.fasterxml.jackson.core;
  requires java.compiler;

  exports io.birj.brewer;
  exports io.birj.brewer.spec;
}
