package io.birj.app.service;

import io.micronaut.http.MediaType;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The answer of an endpoint that writes a document ({@code /convert}, {@code /redact}), for the
 * OpenAPI description: the document as JSON, or as its CBOR twin when {@code format=cbor}.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@ApiResponse(
    responseCode = "200",
    description = "The document written",
    content =
        @Content(
            mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = BirDocumentSchema.class)))
@ApiResponse(
    responseCode = "200",
    description = "The document written, in its CBOR twin (format=cbor)",
    content =
        @Content(
            mediaType = DocumentsController.APPLICATION_CBOR,
            schema = @Schema(type = "string", format = "binary")))
@interface DocumentAnswer {}
