package io.birj.app.inventory;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.ExprKindCodec;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.instruction.OpcodeDescriptor;
import io.birj.api.instruction.OpcodeProvider;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.Expr;
import io.birj.pelican.ExprKind;
import io.birj.pelican.PelicanContext;
import io.micronaut.serde.annotation.Serdeable;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What this distribution holds: the codecs, the expression kinds each can read and write (found by
 * asking the codecs, so a vendor codec reports itself), and the opcode catalogs.
 */
@Singleton
public final class Inventory {
  private static final JsonFactory JSON = new JsonFactory();

  private final CodecRegistry codecs;
  private final OpcodeCatalog opcodes;

  public Inventory(CodecRegistry codecs, OpcodeCatalog opcodes) {
    this.codecs = codecs;
    this.opcodes = opcodes;
  }

  @Serdeable
  public record Report(
      List<CodecInfo> codecs,
      List<KindInfo> kinds,
      List<VendorKindInfo> vendorKinds,
      List<CatalogInfo> opcodeCatalogs,
      int opcodes) {}

  @Serdeable
  public record CodecInfo(int version, String description, String provider, String module) {}

  /** One built-in kind: per installed version, its wire tag (or null) and what the codec does. */
  @Serdeable
  public record KindInfo(int number, String name, Map<String, Support> versions) {}

  @Serdeable
  public record Support(String tag, boolean read, boolean write) {}

  @Serdeable
  public record VendorKindInfo(int number, String name, String tag, String provider) {}

  @Serdeable
  public record CatalogInfo(String name, int opcodes, int abstractClasses, String provider) {}

  public Report report() {
    List<CodecInfo> codecInfos = new ArrayList<>();
    for (PelicanCodec c : codecs.codecs()) {
      codecInfos.add(
          new CodecInfo(
              c.version(), c.description(), c.getClass().getName(), moduleOf(c.getClass())));
    }
    List<KindInfo> kinds = new ArrayList<>();
    for (ExprKind k : ExprKind.values()) {
      Map<String, Support> byVersion = new LinkedHashMap<>();
      for (PelicanCodec c : codecs.codecs()) {
        byVersion.put("v" + c.version(), support(k, c));
      }
      kinds.add(new KindInfo(k.number(), k.displayName(), byVersion));
    }
    List<VendorKindInfo> vendor = new ArrayList<>();
    for (ExprKindCodec k : codecs.kinds().all()) {
      vendor.add(
          new VendorKindInfo(k.kind().number(), k.kind().name(), k.tag(), k.getClass().getName()));
    }
    List<CatalogInfo> catalogs = new ArrayList<>();
    for (OpcodeProvider p : opcodes.providers()) {
      int concrete = 0;
      int abstracts = 0;
      for (OpcodeDescriptor d : p.opcodes()) {
        if (d.isAbstract()) {
          abstracts++;
        } else {
          concrete++;
        }
      }
      catalogs.add(new CatalogInfo(p.name(), concrete, abstracts, p.getClass().getName()));
    }
    int total = (int) opcodes.all().stream().filter(d -> !d.isAbstract()).count();
    return new Report(codecInfos, kinds, vendor, catalogs, total);
  }

  /**
   * Writes a sample of the kind with the codec (its tag is the {@code kind} of a v2 object, the
   * {@code op} of a v1 one, or {@code AffineExpr} for v1's bare flat affine) and reads it back.
   */
  private Support support(ExprKind kind, PelicanCodec codec) {
    PelicanContext ctx = new ExprWire(codecs).newContext();
    Expr sample = sample(kind, ctx);
    if (!codec.canWrite(sample, codecs.kinds())) {
      String readOnly = codec.readOnlyTags().get(kind);
      return new Support(readOnly, readOnly != null, false);
    }
    ExprWire wire = new ExprWire(codecs);
    String json;
    try {
      json = wire.write(sample, codec.version(), 0);
    } catch (RuntimeException e) {
      return new Support(null, false, false);
    }
    boolean reads;
    try {
      reads = wire.read(json, codec.version(), ctx) == sample;
    } catch (RuntimeException e) {
      reads = false;
    }
    return new Support(tagOf(json), reads, true);
  }

  private static String tagOf(String json) {
    try (JsonParser p = JSON.createParser(json)) {
      if (p.nextToken() != JsonToken.START_OBJECT) {
        return null;
      }
      String op = null;
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String key = p.currentName();
        JsonToken v = p.nextToken();
        if (v == JsonToken.VALUE_STRING && key.equals("kind")) {
          return p.getText();
        }
        if (v == JsonToken.VALUE_STRING && key.equals("op")) {
          op = p.getText();
        }
        p.skipChildren();
      }
      return op == null ? "AffineExpr" : op;
    } catch (IOException e) {
      return null;
    }
  }

  /** A small expression whose root is of {@code kind}. */
  static Expr sample(ExprKind kind, PelicanContext ctx) {
    AffineExpr i = ctx.affine(ctx.affineIV("i"));
    switch (kind) {
      case CC_GET_RANK:
        return ctx.ccGetRank(0, 1);
      case INDIRECT_ARG:
        return ctx.indirectArg(0);
      case AFFINE_IV:
        return ctx.affineIV("i");
      case INT_RUNTIME_VALUE:
        return ctx.intRuntimeValue("r0");
      case AP_INDEX:
        return ctx.apIndex(0);
      case TILED_AP_INDEX:
        return ctx.tiledApIndex(0, 4);
      case SYMBOLIC_IDX:
        return ctx.symbolicIdx("s");
      case SHARD_ID:
        return ctx.shardId(4);
      case AFFINE_EXPR:
        return ctx.affine(
            List.of(
                new AffineExpr.Term(ctx.affineIV("i"), 2),
                new AffineExpr.Term(ctx.affineIV("j"), 1)),
            3);
      case SUM:
        return ctx.sum(List.of(ctx.affineIV("i"), ctx.mult(ctx.affineIV("j"), 2)));
      case MULT:
        return ctx.mult(ctx.affineIV("i"), 2);
      case FLOOR_DIV:
        return ctx.floorDiv(i, 4);
      case MODULO:
        return ctx.modulo(i, 4);
      case CC_DIV:
        return ctx.ccDiv(i, 4, 0);
      case CC_MOD:
        return ctx.ccMod(i, 4, 0);
      default:
        throw new IllegalArgumentException("no sample for " + kind);
    }
  }

  private static String moduleOf(Class<?> c) {
    Module m = c.getModule();
    return m.isNamed() ? "module " + m.getName() : "class path: " + jarOf(c);
  }

  private static String jarOf(Class<?> c) {
    var src = c.getProtectionDomain().getCodeSource();
    if (src == null || src.getLocation() == null) {
      return "?";
    }
    String path = src.getLocation().getPath();
    int slash = path.lastIndexOf('/', path.length() - 2);
    return path.substring(slash + 1);
  }
}
