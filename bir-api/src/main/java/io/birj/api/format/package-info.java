/** The byte encodings of a BIR document (JSON built in, CBOR and others as providers). */
package io.birj.api.format;
