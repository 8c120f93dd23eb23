/**
 * The explicit simplifier ({@link io.birj.pelican.simplify.Simplifier}), with the leaf {@link
 * io.birj.pelican.simplify.Ranges} it may trust.
 */
package io.birj.pelican.simplify;
