package io.birj.app.service;

import io.birj.app.inventory.Inventory;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.swagger.v3.oas.annotations.Operation;

/** {@code GET /codecs}: what this distribution holds (the {@code bir codecs} report). */
@Controller
public class CodecsController {
  private final Inventory inventory;

  public CodecsController(Inventory inventory) {
    this.inventory = inventory;
  }

  @AnyEndpointErrors
  @Get(uri = "/codecs", produces = MediaType.APPLICATION_JSON)
  @Operation(
      summary = "The installed codecs, expression kinds and opcode catalogs",
      description =
          "Per built-in kind and installed version: the wire tag, and whether it reads"
              + " and writes.")
  public Inventory.Report codecs() {
    return inventory.report();
  }
}
