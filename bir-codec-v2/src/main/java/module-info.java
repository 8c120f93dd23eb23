module io.birj.codec.v2 {
  requires io.birj.api;
}
