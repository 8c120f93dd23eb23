/**
 * The birj API: the BIR object model, the expression version dispatch, the SPIs (pelican codecs,
 * vendor expression kinds, opcode providers, document formats) and the one exception for bad
 * documents.
 */
module io.birj.api {
  requires transitive io.birj.pelican;
  requires transitive com.fasterxml.jackson.core;

  exports io.birj.api.codec;
  exports io.birj.api.error;
  exports io.birj.api.format;
  exports io.birj.api.expr;
  exports io.birj.api.instruction;
  exports io.birj.api.json;
  exports io.birj.api.model;
  exports io.birj.api.pointer;
  exports io.birj.api.position;
  exports io.birj.api.name;
  exports io.birj.api.dispatch;
  exports io.birj.api.container;
  exports io.birj.api.walk;

  uses io.birj.api.codec.PelicanCodec;
  uses io.birj.api.codec.ExprKindCodec;
  uses io.birj.api.instruction.OpcodeProvider;
  uses io.birj.api.format.DocumentFormat;
}
