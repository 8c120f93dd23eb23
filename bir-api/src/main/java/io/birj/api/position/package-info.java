/**
 * Where something stands in its source: {@link io.birj.api.position.SourcePosition}, a line and a
 * column or a byte offset packed into one {@code long}. With {@link io.birj.api.pointer} it is the
 * bottom of bir-api: it depends on nothing.
 */
package io.birj.api.position;
