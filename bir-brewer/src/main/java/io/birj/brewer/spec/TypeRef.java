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

  /**
   * What a reference names (the spec's {@code {"ref": KIND}}): the spec spelling, the bir-api model
   * class of the generated {@code NameRef<T>}, and the {@code RefKind} constant the loader resolves
   * it by.
   */
  enum RefTarget {
    BLOCK("Block", "BasicBlock", "BLOCK", "a basic block of the function"),
    QUEUE("Queue", "DmaQueue", "QUEUE", "a DMA queue of the module"),
    /** A DMABlock is an instruction (of a queue's block region). */
    DMA_BLOCK(
        "DmaBlock",
        "Instruction",
        "DMA_BLOCK",
        "a DMABlock instruction of one of the module's queues"),
    FUNCTION("Function", "Function", "FUNCTION", "a function of the module"),
    INSTRUCTION("Instruction", "Instruction", "INSTRUCTION", "an instruction of the function"),
    REGISTER("Register", "Register", "REGISTER", "a register of the function"),
    MEMORY_LOCATION(
        "MemoryLocation", "MemoryLocation", "MEMORY_LOCATION", "a memory location of the function");

    private final String spelling;
    private final String modelClass;
    private final String refKind;
    private final String about;

    RefTarget(String spelling, String modelClass, String refKind, String about) {
      this.spelling = spelling;
      this.modelClass = modelClass;
      this.refKind = refKind;
      this.about = about;
    }

    public String spelling() {
      return spelling;
    }

    /** The simple name of the io.birj.api.model class a resolved name points to. */
    public String modelClass() {
      return modelClass;
    }

    /** The io.birj.api.instruction.RefKind constant. */
    public String refKind() {
      return refKind;
    }

    /** What the name refers to, for documentation. */
    public String about() {
      return about;
    }

    /** The target a spec spelling names, or {@code null}. */
    public static RefTarget bySpelling(String s) {
      for (RefTarget t : values()) {
        if (t.spelling.equals(s)) {
          return t;
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

  /**
   * {@code {"maybeAffine": S}}: the scalar {@code S} (Nat, Int, Bool or Float) or an expression
   * object (the compiler's {@code MaybeAffine<T>}). With {@code "orSpelling": E}, the scalar may
   * also be written as a spelling of the enum {@code E} ({@code orSpelling} is {@code null} when
   * not).
   */
  record MaybeAffineType(Scalar scalar, String orSpelling) implements TypeRef {
    @Override
    public String display() {
      return "MaybeAffine "
          + (orSpelling == null
              ? scalar.spelling()
              : "(" + scalar.spelling() + " | " + orSpelling + ")");
    }
  }

  /**
   * {@code {"exprOr": T}}: an expression, or a value of {@code T} (Unknown or a record), told apart
   * by shape.
   */
  record ExprOrType(TypeRef value) implements TypeRef {
    @Override
    public String display() {
      return "QuasiAffineExpr | " + value.display();
    }
  }

  /** {@code {"ref": KIND}}: the name of an object of another part of the document. */
  record RefType(RefTarget target) implements TypeRef {
    @Override
    public String display() {
      return "Ref " + target.spelling();
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

  /** True when the type may hold a QuasiAffineExpr anywhere. */
  default boolean holdsExpr() {
    if (this instanceof ScalarType s) {
      return s.scalar() == Scalar.QUASI_AFFINE_EXPR;
    }
    if (this instanceof MaybeAffineType || this instanceof ExprOrType) {
      return true;
    }
    if (this instanceof ListType l) {
      return l.element().holdsExpr();
    }
    if (this instanceof TupleType t) {
      return t.elements().stream().anyMatch(TypeRef::holdsExpr);
    }
    return false;
  }

  /** True when the type holds a reference anywhere. */
  default boolean holdsRef() {
    if (this instanceof RefType) {
      return true;
    }
    if (this instanceof ListType l) {
      return l.element().holdsRef();
    }
    if (this instanceof TupleType t) {
      return t.elements().stream().anyMatch(TypeRef::holdsRef);
    }
    if (this instanceof ExprOrType e) {
      return e.value().holdsRef();
    }
    return false;
  }
}
