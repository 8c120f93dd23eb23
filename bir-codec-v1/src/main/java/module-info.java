/** The legacy pelican wire codec (BIR module version 1): the flat op-tagged affine form. */
module io.birj.codec.v1 {
  requires io.birj.api;

  exports io.birj.codec.v1;

  provides io.birj.api.codec.PelicanCodec with
      io.birj.codec.v1.V1Codec;
}
