package io.birj.app.service;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpStatusClass;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.util.ReferenceCountUtil;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One connection's requests between the HTTP codec and the framework, in the order they came
 * (HTTP/1.1 answers in that order). Each request gets a {@link Slots.Slot}, named in its {@link
 * Slots#HEADER}, in which {@link AdmissionFilter} leaves its admission; the slot is given back when
 * the answer's last byte has been handed to the socket, not when the answer is produced, so answers
 * a client does not read stay counted against the memory budget. The body's codings are set aside
 * ({@link BodyCodings#HEADER}) for the service to decode, bounded, off the event loop. A request
 * the codec could not read (a {@code Content-Length} that is no number) is answered 400 here and
 * the connection closed: the framework does not answer it.
 */
final class Exchanges extends ChannelDuplexHandler {
  private final Slots slots;
  private final ArrayDeque<Slots.Slot> waiting = new ArrayDeque<>();
  private boolean broken;

  Exchanges(Slots slots) {
    this.slots = slots;
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) throws Exception {
    if (broken) {
      ReferenceCountUtil.release(msg);
      return;
    }
    if (msg instanceof HttpRequest request) {
      if (badLength(request)) {
        broken = true;
        ReferenceCountUtil.release(msg);
        unreadable(ctx);
        return;
      }
      request.headers().remove(BodyCodings.HEADER);
      request.headers().remove(Slots.HEADER);
      setCodingsAside(request);
      Slots.Slot slot = slots.open();
      waiting.add(slot);
      request.headers().set(Slots.HEADER, slot.id());
    }
    super.channelRead(ctx, msg);
  }

  /**
   * Whether the request's {@code Content-Length} is no byte count (the codec's failure says so, or
   * it let the header through): the framework gives such a request no answer. The codec's other
   * failures (a header too long...) are the framework's to answer.
   */
  private static boolean badLength(HttpRequest request) {
    if (contentLength(request) < -1) {
      return true;
    }
    return request.decoderResult().isFailure()
        && String.valueOf(request.decoderResult().cause())
            .toLowerCase(Locale.ROOT)
            .contains("content-length");
  }

  /**
   * The request's announced body length: -1 when none is announced, -2 when the {@code
   * Content-Length} is not a number this server can take (one past a long's range included).
   */
  static long contentLength(HttpRequest request) {
    try {
      return HttpUtil.getContentLength(request, -1L);
    } catch (NumberFormatException e) {
      return -2;
    }
  }

  /** Moves the body's codings to {@link BodyCodings#HEADER}; the framework sees a plain body. */
  private static void setCodingsAside(HttpRequest request) {
    List<String> codings = new ArrayList<>();
    for (String v : request.headers().getAll(HttpHeaderNames.CONTENT_ENCODING)) {
      codings.add(v);
    }
    List<String> transfer = new ArrayList<>();
    boolean chunked = false;
    for (String v : request.headers().getAll(HttpHeaderNames.TRANSFER_ENCODING)) {
      for (String c : v.split(",")) {
        String t = c.strip();
        if (t.toLowerCase(Locale.ROOT).equals("chunked")) {
          chunked = true;
        } else if (!t.isEmpty()) {
          transfer.add(t);
        }
      }
    }
    // Transfer codings are applied after the content codings: outermost last.
    codings.addAll(transfer);
    if (codings.isEmpty()) {
      return;
    }
    request.headers().set(BodyCodings.HEADER, String.join(", ", codings));
    request.headers().remove(HttpHeaderNames.CONTENT_ENCODING);
    if (!transfer.isEmpty()) {
      request.headers().remove(HttpHeaderNames.TRANSFER_ENCODING);
      if (chunked) {
        request.headers().set(HttpHeaderNames.TRANSFER_ENCODING, HttpHeaderValues.CHUNKED);
      }
    }
  }

  private static void unreadable(ChannelHandlerContext ctx) {
    String detail = "the request's Content-Length is not a byte count this server can take";
    ProblemType t = ProblemType.BAD_REQUEST;
    byte[] body =
        ("{\"type\":\""
                + t.uri()
                + "\",\"title\":\""
                + t.title()
                + "\",\"status\":400,\"detail\":\""
                + detail
                + "\"}")
            .getBytes(StandardCharsets.UTF_8);
    FullHttpResponse r =
        new DefaultFullHttpResponse(
            HttpVersion.HTTP_1_1, HttpResponseStatus.BAD_REQUEST, Unpooled.wrappedBuffer(body));
    r.headers()
        .set(HttpHeaderNames.CONTENT_TYPE, "application/problem+json")
        .setInt(HttpHeaderNames.CONTENT_LENGTH, body.length)
        .set(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE);
    // After the answers of the requests before it, which the framework writes in their order.
    ctx.writeAndFlush(r).addListener(ChannelFutureListener.CLOSE);
  }

  @Override
  public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise)
      throws Exception {
    boolean interim =
        msg instanceof HttpResponse r && r.status().codeClass() == HttpStatusClass.INFORMATIONAL;
    if (!interim && msg instanceof LastHttpContent && !broken) {
      Slots.Slot slot = waiting.poll();
      if (slot != null) {
        ChannelPromise p = promise.unvoid();
        p.addListener(f -> slot.close());
        super.write(ctx, msg, p);
        return;
      }
    }
    super.write(ctx, msg, promise);
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) throws Exception {
    for (Slots.Slot s; (s = waiting.poll()) != null; ) {
      s.close();
    }
    super.channelInactive(ctx);
  }
}
