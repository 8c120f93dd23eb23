/**
 * The CBOR twin of a BIR document (a {@code DocumentFormat} provider), on jackson-dataformat-cbor.
 * A distribution that leaves this module out reads and writes JSON only, and names this module when
 * CBOR bytes arrive.
 */
module io.birj.format.cbor {
  requires io.birj.api;
  requires com.fasterxml.jackson.dataformat.cbor;

  exports io.birj.format.cbor;

  provides io.birj.api.format.DocumentFormat with
      io.birj.format.cbor.CborFormat;
}
