/**
 * What a check says: the verdict ({@link io.birj.verify.result.Verdict}), the findings with their
 * rules, the places not modelled, and where an operand lands ({@link
 * io.birj.verify.result.Footprint}). Plain values, made by {@link io.birj.verify.Verifier}.
 */
package io.birj.verify.result;
