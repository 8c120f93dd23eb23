package io.birj.app.service;

import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import io.micronaut.http.netty.channel.ChannelPipelineCustomizer;
import io.micronaut.http.server.HttpServerConfiguration;
import io.micronaut.http.server.netty.NettyServerCustomizer;
import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelPipeline;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.util.concurrent.ScheduledFuture;
import jakarta.inject.Singleton;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps slow and idle clients from holding the server: at most {@link
 * ServiceLimits#maxConnections()} connections at once (more are closed as they arrive), and each
 * request must arrive whole, headers and body, within {@link ServiceLimits#timeToArrive} of its
 * announced length from its first byte (the first request: from the connection's opening), or the
 * connection is closed. Time spent answering does not count. Micronaut's own {@code
 * micronaut.server.idle-timeout} closes connections with no traffic at all; a client that sends a
 * byte now and then defeats that, not this.
 */
@Singleton
final class ConnectionGuard
    implements BeanCreatedEventListener<NettyServerCustomizer.Registry>, NettyServerCustomizer {
  private static final Logger LOG = LoggerFactory.getLogger(ConnectionGuard.class);
  private static final String RAW = "birj-request-start";
  private static final String DECODED = "birj-request-end";
  private static final String EXCHANGES = "birj-exchanges";

  private final ServiceLimits limits;
  private final long maxRequestSize;
  private final AtomicInteger open = new AtomicInteger();
  private final Slots slots;

  ConnectionGuard(ServiceLimits limits, HttpServerConfiguration server, Slots slots) {
    this.limits = limits;
    this.slots = slots;
    this.maxRequestSize = server.getMaxRequestSize();
  }

  @Override
  public NettyServerCustomizer.Registry onCreated(
      BeanCreatedEvent<NettyServerCustomizer.Registry> event) {
    event.getBean().register(this);
    return event.getBean();
  }

  /** Connections open now. */
  int open() {
    return open.get();
  }

  @Override
  public NettyServerCustomizer specializeForChannel(Channel channel, ChannelRole role) {
    return role == ChannelRole.CONNECTION ? new Connection(channel) : this;
  }

  private final class Connection implements NettyServerCustomizer {
    private final Channel channel;
    private final Deadline deadline = new Deadline();

    Connection(Channel channel) {
      this.channel = channel;
    }

    @Override
    public NettyServerCustomizer specializeForChannel(Channel channel, ChannelRole role) {
      return this;
    }

    @Override
    public void onInitialPipelineBuilt() {
      if (open.incrementAndGet() > limits.maxConnections()) {
        LOG.warn("closing a connection: {} are open already", limits.maxConnections());
        open.decrementAndGet();
        channel.close();
        return;
      }
      channel.closeFuture().addListener(f -> open.decrementAndGet());
      channel.pipeline().addFirst(RAW, deadline.start);
      deadline.arm(channel);
    }

    @Override
    public void onStreamPipelineBuilt() {
      ChannelPipeline p = channel.pipeline();
      if (p.get(ChannelPipelineCustomizer.HANDLER_HTTP_SERVER_CODEC) != null
          && p.get(DECODED) == null) {
        p.addAfter(ChannelPipelineCustomizer.HANDLER_HTTP_SERVER_CODEC, DECODED, deadline.end);
        p.addAfter(DECODED, EXCHANGES, new Exchanges(slots));
      }
    }
  }

  /** The time limit of the request being received on one connection. */
  private final class Deadline {
    private ScheduledFuture<?> timer;

    /** Bytes arrive: a request is under way; its clock starts if it is not running yet. */
    final ChannelInboundHandlerAdapter start =
        new ChannelInboundHandlerAdapter() {
          @Override
          public void channelRead(ChannelHandlerContext ctx, Object msg) throws Exception {
            if (msg instanceof ByteBuf b && b.isReadable()) {
              arm(ctx.channel());
              received += b.readableBytes();
            }
            super.channelRead(ctx, msg);
          }

          @Override
          public void channelInactive(ChannelHandlerContext ctx) throws Exception {
            disarm();
            super.channelInactive(ctx);
          }
        };

    /** The request's last part is decoded: it arrived in time. */
    final ChannelInboundHandlerAdapter end =
        new ChannelInboundHandlerAdapter() {
          @Override
          public void channelRead(ChannelHandlerContext ctx, Object msg) throws Exception {
            if (msg instanceof LastHttpContent) {
              disarm();
            } else if (msg instanceof HttpRequest request) {
              // The head is in: the body's announced length earns it its time at the slowest rate
              // (a length that is no number is answered 400 by Exchanges, after this).
              long length = Exchanges.contentLength(request);
              extend(ctx.channel(), length >= 0 ? length : maxRequestSize);
            }
            super.channelRead(ctx, msg);
          }
        };

    private long started;
    private long received;

    // Both handlers and the timer run on the channel's event loop: no locking needed.
    void arm(Channel channel) {
      if (timer == null) {
        started = System.nanoTime();
        received = 0;
        schedule(channel, limits.requestTimeout().toMillis());
      }
    }

    /** The request's head says its body is {@code bodyBytes}: its time grows accordingly. */
    void extend(Channel channel, long bodyBytes) {
      if (timer != null) {
        timer.cancel(false);
        long elapsed = (System.nanoTime() - started) / 1_000_000;
        schedule(channel, Math.max(0, limits.timeToArrive(bodyBytes).toMillis() - elapsed));
      }
    }

    private void schedule(Channel channel, long ms) {
      timer =
          channel
              .eventLoop()
              .schedule(
                  () -> {
                    LOG.info(
                        "closing a connection from {}: {} bytes in {} ms, the request did not"
                            + " arrive in time",
                        channel.remoteAddress(),
                        received,
                        (System.nanoTime() - started) / 1_000_000);
                    channel.close();
                  },
                  ms,
                  TimeUnit.MILLISECONDS);
    }

    void disarm() {
      if (timer != null) {
        timer.cancel(false);
        timer = null;
      }
    }
  }
}
