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
 * The error answers of every endpoint, for the OpenAPI description: a client that accepts no JSON,
 * and a defect in birj. {@link DocumentErrors} adds those of the endpoints that take a document.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@ApiResponse(
    responseCode = "406",
    description = "urn:birj:problem:not-acceptable: the Accept header allows no JSON",
    content =
        @Content(
            mediaType = MediaType.APPLICATION_JSON_PROBLEM,
            schema = @Schema(implementation = Problem.class)))
@ApiResponse(
    responseCode = "500",
    description = "urn:birj:problem:internal-error: a defect in birj, never the request's fault",
    content =
        @Content(
            mediaType = MediaType.APPLICATION_JSON_PROBLEM,
            schema = @Schema(implementation = Problem.class)))
@interface AnyEndpointErrors {}
