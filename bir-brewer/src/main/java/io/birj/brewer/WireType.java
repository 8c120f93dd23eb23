package io.birj.brewer;

import io.birj.brewer.spec.TypeRef;
import java.util.List;
import java.util.Map;

/**
 * A type of the spec as the generator projects it: every question the generated sources and the
 * schema ask of a key's type is a method here, answered by one class per kind of {@link TypeRef}
 * (the way protobuf's Java generator has one generator per kind of field). The classes that emit
 * sources ({@link TypeClasses}, {@link OpcodeClasses}) and the schema ({@link SchemaProjection})
 * ask, and never look at the kind themselves: a new kind of type is one class implementing this,
 * named in {@code permits} and given its line in {@link #of} (WireTypeTest fails until it is).
 *
 * <p>The code is text to splice into a generated method. In it, {@code ctx} is the method's read or
 * write context; {@code p} and {@code g} name the parser and generator in scope; {@code what} is
 * the Java expression naming the value in an error; {@code key} is the constant holding the key's
 * wire spelling; {@code depth} counts the lambdas the text sits in, since a nested lambda needs
 * parameter names of its own (Java forbids shadowing).
 */
sealed interface WireType
    permits ScalarWireType,
        EnumWireType,
        RecordWireType,
        MaybeAffineWireType,
        ExprOrWireType,
        RefWireType,
        ListWireType,
        TupleWireType {

  /**
   * A call of the {@code FieldValues} method {@code method} whose last argument reads or writes the
   * inner value in a {@link #reader} or {@link #writer} lambda: {@code FieldValues.<T>method(ARGS,
   * LAMBDA TAIL)}.
   */
  static String fieldValues(
      String typeArg, String method, String args, String lambda, String tail) {
    return "FieldValues.<" + typeArg + ">" + method + "(" + args + ", " + lambda + tail + ")";
  }

  /**
   * An element reader nested in {@code depth} lambdas: {@code (p1, w1) -> BODY}, its parameters
   * numbered for the depth and handed to {@code body}.
   */
  static String reader(int depth, java.util.function.BinaryOperator<String> body) {
    String p1 = "p" + (depth + 1);
    String w1 = "w" + (depth + 1);
    return "(" + p1 + ", " + w1 + ") -> " + body.apply(p1, w1);
  }

  /**
   * An element writer nested in {@code depth} lambdas: {@code (g1, x1) -> { BODY }}, its parameters
   * numbered for the depth and handed to {@code body}.
   */
  static String writer(int depth, java.util.function.BinaryOperator<String> body) {
    String g1 = "g" + (depth + 1);
    String x1 = "x" + (depth + 1);
    return "(" + g1 + ", " + x1 + ") -> { " + body.apply(g1, x1) + " }";
  }

  /**
   * The read of a holder of {@code inner} values (a list, an exprOr): the {@code FieldValues}
   * method {@code method} given {@code args} and a {@link #reader} of {@code inner}.
   */
  static String readEach(WireType inner, String method, String args, String tail, int depth) {
    return fieldValues(
        inner.javaType(),
        method,
        args,
        reader(depth, (p1, w1) -> inner.read(p1, w1, depth + 1)),
        tail);
  }

  /** The write of a holder of {@code inner} values, as {@link #readEach} reads it. */
  static String writeEach(
      WireType inner, String method, String args, String key, String tail, int depth) {
    return fieldValues(
            inner.javaType(),
            method,
            args,
            writer(depth, (g1, x1) -> inner.write(g1, x1, key, depth + 1)),
            tail)
        + ";";
  }

  /** The projection of a declared type (the one place that tells the kinds apart). */
  static WireType of(TypeRef t) {
    if (t instanceof TypeRef.ScalarType s) {
      return new ScalarWireType(s.scalar());
    }
    if (t instanceof TypeRef.EnumType e) {
      return new EnumWireType(e.name());
    }
    if (t instanceof TypeRef.RecordType r) {
      return new RecordWireType(r.name());
    }
    if (t instanceof TypeRef.MaybeAffineType ma) {
      return new MaybeAffineWireType(
          new ScalarWireType(ma.scalar()),
          ma.orSpelling() == null ? null : new EnumWireType(ma.orSpelling()));
    }
    if (t instanceof TypeRef.ExprOrType e) {
      return new ExprOrWireType(of(e.value()), e.value().display());
    }
    if (t instanceof TypeRef.RefType r) {
      return new RefWireType(r.target());
    }
    if (t instanceof TypeRef.ListType l) {
      return new ListWireType(of(l.element()));
    }
    if (t instanceof TypeRef.TupleType tt) {
      return new TupleWireType(tt.elements().stream().map(WireType::of).toList());
    }
    throw new IllegalStateException("no projection for the type " + t.display());
  }

  /** The Java type of a value: a field, a record component, an element of a list. */
  String javaType();

  /** A Java expression reading a value at parser {@code p}. */
  String read(String p, String what, int depth);

  /** A Java statement writing the value {@code v} to generator {@code g}. */
  String write(String g, String v, String key, int depth);

  /**
   * Whether {@link #read} takes JSON null as a value of its own. An optional key of any other type
   * reads JSON null as the empty optional: present, and {@code null}.
   */
  default boolean readsNull() {
    return false;
  }

  /**
   * The Java expression of a default, given in wire form (the spec's JSON tree, which the spec
   * reader has checked against the type).
   */
  String defaultLiteral(Object v);

  /** The other parameter types a key's setter takes besides its own type, in emit order. */
  default List<SetterOverload> setterOverloads() {
    return List.of();
  }

  /** Whether a value holds a reference: the key is then visited by {@code forEachReference}. */
  default boolean holdsReference() {
    return false;
  }

  /**
   * Statements handing each reference in the non-null value {@code v} to {@code visitor}; {@code
   * index} is the value's position in the key's list, {@code -1} for the key's own value. The spec
   * reader keeps references to a key's type and a list's element, the two places this visits.
   */
  default void visitReferences(Src s, String key, String index, String v) {}

  /** The JSON Schema of a value (a {@code $ref} to one of the schema's definitions, or inline). */
  Map<String, Object> schema();

  /**
   * Another parameter type a setter takes, how a parameter {@code v} of it becomes the key's value
   * ({@code prefix + v + suffix}), and what the setter sets the key to, for its Javadoc.
   */
  record SetterOverload(String param, String prefix, String suffix, String doc) {
    String wrap(String v) {
      return prefix + v + suffix;
    }
  }

  /** For a type the spec reader allows no default for, so asking is a defect of the generator. */
  static IllegalStateException noDefault(String type) {
    return new IllegalStateException(
        "a key of type " + type + " has no default (the spec reader refuses one)");
  }
}
