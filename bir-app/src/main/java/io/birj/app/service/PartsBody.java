package io.birj.app.service;

import io.micronaut.http.MediaType;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Encoding;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.parameters.RequestBody;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** For the OpenAPI description: the body of a multipart {@code /diff}, two JSON parts. */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.PARAMETER, ElementType.METHOD})
@RequestBody(
    required = true,
    description = "Two parts, a (old) and b (new), each a BIR-JSON document",
    content =
        @Content(
            mediaType = MediaType.MULTIPART_FORM_DATA,
            schema = @Schema(implementation = BirDocumentSchema.Pair.class),
            encoding = {
              @Encoding(name = "a", contentType = MediaType.APPLICATION_JSON),
              @Encoding(name = "b", contentType = MediaType.APPLICATION_JSON)
            }))
@interface PartsBody {}
