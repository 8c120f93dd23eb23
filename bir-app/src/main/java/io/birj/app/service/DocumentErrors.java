package io.birj.app.service;

import io.micronaut.http.MediaType;
import io.swagger.v3.oas.annotations.headers.Header;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The error answers every document endpoint shares, for the OpenAPI description: each is a {@link
 * Problem} ({@code application/problem+json}); {@link ProblemType} lists the kinds.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@AnyEndpointErrors
@ApiResponse(
    responseCode = "400",
    description =
        "urn:birj:problem:malformed-body (empty, not JSON, trailing content) or"
            + " urn:birj:problem:bad-parameter (a query parameter, part or pair member)",
    content =
        @Content(
            mediaType = MediaType.APPLICATION_JSON_PROBLEM,
            schema = @Schema(implementation = Problem.class)))
@ApiResponse(
    responseCode = "405",
    description = "urn:birj:problem:method-not-allowed",
    content =
        @Content(
            mediaType = MediaType.APPLICATION_JSON_PROBLEM,
            schema = @Schema(implementation = Problem.class)))
@ApiResponse(
    responseCode = "413",
    description =
        "urn:birj:problem:body-too-large: over micronaut.server.max-request-size, or an"
            + " estimated heap over birj.service.memory-budget",
    content =
        @Content(
            mediaType = MediaType.APPLICATION_JSON_PROBLEM,
            schema = @Schema(implementation = Problem.class)))
@ApiResponse(
    responseCode = "415",
    description =
        "urn:birj:problem:unsupported-media-type: the body is not application/json or"
            + " application/cbor (multipart for /diff)",
    content =
        @Content(
            mediaType = MediaType.APPLICATION_JSON_PROBLEM,
            schema = @Schema(implementation = Problem.class)))
@ApiResponse(
    responseCode = "422",
    description =
        "urn:birj:problem:invalid-document (JSON or CBOR, but not a valid BIR document:"
            + " pointer, line and column or a CBOR document's offset, diagnostics),"
            + " urn:birj:problem:conversion-refused or"
            + " urn:birj:problem:answer-too-large",
    content =
        @Content(
            mediaType = MediaType.APPLICATION_JSON_PROBLEM,
            schema = @Schema(implementation = Problem.class)))
@ApiResponse(
    responseCode = "503",
    description =
        "urn:birj:problem:overloaded (every place or the memory budget is taken) or"
            + " urn:birj:problem:out-of-memory; retry after Retry-After seconds",
    headers =
        @Header(
            name = "Retry-After",
            description = "Seconds to wait before retrying",
            schema = @Schema(type = "integer")),
    content =
        @Content(
            mediaType = MediaType.APPLICATION_JSON_PROBLEM,
            schema = @Schema(implementation = Problem.class)))
@interface DocumentErrors {}
