package io.birj.brewer.spec;

import java.util.List;

/** The type of a key, as the spec declares it. */
public sealed interface TypeRef {
  /** The built-in scalar types of the spec. */
  enum Scalar {
    /** Unsigned 64-bit integer. */
    NAT("Nat"),
    /** Signed 64-bit integer. */
    INT("Int"),
    /** A double; NaN and infinities travel as "nan", "inf", "-inf". */
    FLOAT("Float"),
    BOOL("Bool"),
    STRING("String"),
    /** The name of a loop axis. */
    LOOP_AXIS("LoopAxis"),
    /** A pelican expression, read through the QuasiAffineExpr dispatch. */
    QUASI_AFFINE_EXPR("QuasiAffineExpr"),
    /** A value whose type the spec does not know: kept as read. */
    UNKNOWN("Unknown");

    private final String spelling;

    Scalar(String spelling) {
      this.spelling = spelling;
    }

    public String spelling() {
      return spelling;
    }

    /** The scalar a spec spelling names, or {@code null}. */
    public static Scalar bySpelling(String s) {
      for (Scalar v : values()) {
        if (v.spelling.equals(s)) {
          return v;
        }
      }
      return null;
    }
  }

  record ScalarType(Scalar scalar) implements TypeRef {
    @Override
    public String display() {
      return scalar.spelling();
    }
  }

  record EnumType(String name) implements TypeRef {
    @Override
    public String display() {
      return name;
    }
  }

  record RecordType(String name) implements TypeRef {
    @Override
    public String display() {
      return name;
    }
  }

  record ListType(TypeRef element) implements TypeRef {
    @Override
    public String display() {
      return "List " + element.display();
    }
  }

  record TupleType(List<TypeRef> elements) implements TypeRef {
    public TupleType {
      elements = List.copyOf(elements);
    }

    @Override
    public String display() {
      StringBuilder sb = new StringBuilder("(");
      String sep = "";
      for (TypeRef t : elements) {
        sb.append(sep).append(t.display());
        sep = " × ";
      }
      return sb.append(')').toString();
    }
  }

  /** The type in the catalog's notation, e.g. {@code List (Int × Int)}, for documentation. */
  String display();

  /** True when the type holds a QuasiAffineExpr anywhere. */
  default boolean holdsExpr() {
    if (this instanceof ScalarType s) {
      return s.scalar() == Scalar.QUASI_AFFINE_EXPR;
    }
    if (this instanceof ListType l) {
      return l.element().holdsExpr();
    }
    if (this instanceof TupleType t) {
      return t.elements().stream().anyMatch(TypeRef::holdsExpr);
    }
    return false;
  }
}
