package io.birj.app.service;

import io.micronaut.http.MediaType;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.parameters.RequestBody;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** For the OpenAPI description: the body is one BIR-JSON document, or its CBOR twin. */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.PARAMETER, ElementType.METHOD})
@RequestBody(
    required = true,
    description = "A BIR-JSON document, or its CBOR twin",
    content = {
      @Content(
          mediaType = MediaType.APPLICATION_JSON,
          schema = @Schema(implementation = BirDocumentSchema.class)),
      @Content(
          mediaType = DocumentsController.APPLICATION_CBOR,
          schema = @Schema(type = "string", format = "binary"))
    })
@interface DocumentBody {}
