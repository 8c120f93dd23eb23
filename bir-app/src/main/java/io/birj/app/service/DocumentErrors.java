package io.birj.app.service;

import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** The error answers every document endpoint shares, for the OpenAPI description. */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@ApiResponse(
    responseCode = "400",
    description = "The body is not well-formed JSON",
    content = @Content(schema = @Schema(implementation = ErrorBody.class)))
@ApiResponse(
    responseCode = "413",
    description = "The body is over micronaut.server.max-request-size",
    content = @Content(schema = @Schema(implementation = ErrorBody.class)))
@ApiResponse(
    responseCode = "422",
    description = "The body is JSON but not a valid BIR document (or the operation is refused)",
    content = @Content(schema = @Schema(implementation = ErrorBody.class)))
@interface DocumentErrors {}
