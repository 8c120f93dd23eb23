module io.birj.instructions {
  requires io.birj.api;
}
