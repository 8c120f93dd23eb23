/**
 * Evaluation of pelican expressions: {@link io.birj.pelican.eval.Evaluator#evaluate} under an
 * {@link io.birj.pelican.eval.Environment} of leaf values, in checked 64-bit arithmetic with floor
 * division and modulo.
 */
package io.birj.pelican.eval;
