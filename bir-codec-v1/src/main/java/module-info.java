module io.birj.codec.v1 {
  requires io.birj.api;
}
