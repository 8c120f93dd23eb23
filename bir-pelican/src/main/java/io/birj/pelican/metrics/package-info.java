/**
 * Wire-size metrics: {@link io.birj.pelican.metrics.WireSize#of} gives an expression's tree node
 * count, distinct node count and exact compact v2 byte length in O(distinct nodes), saturating.
 */
package io.birj.pelican.metrics;
