/**
 * References by name: {@link io.birj.api.name.NameRef} and what it can refer to, {@link
 * io.birj.api.name.Named}. Below both the model (whose objects are named and hold references) and
 * the opcode SPI (whose keys hold references), so neither reaches the other through it.
 */
package io.birj.api.name;
