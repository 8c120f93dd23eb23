/** The modern pelican wire codec (BIR module version 2): the recursive {kind,...} tree. */
module io.birj.codec.v2 {
  requires io.birj.api;

  exports io.birj.codec.v2;

  provides io.birj.api.codec.PelicanCodec with
      io.birj.codec.v2.V2Codec;
}
