/**
 * The version dispatch of expressions, {@link io.birj.api.dispatch.ExprDispatch}: reading picks a
 * pelican codec by the module's version, writing by the version it is given. Above the model and
 * the codecs, which it joins; nothing else of bir-api depends on it.
 */
package io.birj.api.dispatch;
