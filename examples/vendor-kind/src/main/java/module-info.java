/**
 * An example vendor module for birj: the expression kind {@code ClampKind} and the opcode {@code
 * VendorPrefetch}. birj finds both by ServiceLoader: on the module path through the {@code
 * provides} clauses below, on the class path (the {@code bir} command's plugins directory) through
 * the files in {@code META-INF/services}.
 */
module com.example.birj.vendor {
  requires io.birj.api;

  exports com.example.birj.vendor;

  provides io.birj.api.codec.ExprKindCodec with
      com.example.birj.vendor.ClampKindCodec;
  provides io.birj.api.instruction.OpcodeProvider with
      com.example.birj.vendor.VendorOpcodes;
}
