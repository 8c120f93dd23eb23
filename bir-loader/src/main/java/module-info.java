module io.birj.loader {
  requires io.birj.api;
}
