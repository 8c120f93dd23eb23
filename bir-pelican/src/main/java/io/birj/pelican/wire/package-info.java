/**
 * What the wire formats can hold (docs/wire/expressions.md): the v1 gate {@link
 * io.birj.pelican.wire.WireForm#isV1} and the v2 tags and keys.
 */
package io.birj.pelican.wire;
