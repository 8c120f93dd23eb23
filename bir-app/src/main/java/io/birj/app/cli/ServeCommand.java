package io.birj.app.cli;

import io.birj.app.service.ServiceContext;
import io.birj.app.spi.Plugins;
import io.micronaut.context.ApplicationContext;
import io.micronaut.context.annotation.Value;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.runtime.server.EmbeddedServer;
import jakarta.inject.Inject;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
    name = "serve",
    mixinStandardHelpOptions = true,
    addMethodSubcommands = false,
    description = {
      "Runs the HTTP service: POST /validate, /convert?to=1|2, /stats, /diff, /check, /redact; GET / (the explorer page), /codecs,"
          + " /health, /openapi/birj-0.1.yml. Stops on Ctrl-C.",
      "",
      "Example: bir serve --port 8080"
    })
public final class ServeCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(
      names = "--host",
      description = "Address to bind (default: micronaut.server.host, 127.0.0.1: loopback only).")
  String host;

  @Option(
      names = "--port",
      description = "Port (default: micronaut.server.port, 8080; -1 picks a free one).")
  Integer port;

  @Inject
  @Value("${micronaut.server.port:8080}")
  int configuredPort;

  @Inject
  @Value("${micronaut.server.host:127.0.0.1}")
  String configuredHost;

  @Inject
  @Nullable
  @Value("${" + Plugins.DIR_PROPERTY + ":}")
  String pluginsDir;

  @Override
  public Integer call() throws InterruptedException {
    OptionValues.port(spec, port, -1);
    Map<String, Object> props = new HashMap<>();
    props.put("micronaut.server.host", host == null ? configuredHost : host);
    props.put("micronaut.server.port", port == null ? configuredPort : port);
    if (pluginsDir != null && !pluginsDir.isBlank()) {
      props.put(Plugins.DIR_PROPERTY, pluginsDir);
    }
    ApplicationContext server = ServiceContext.start(props);
    EmbeddedServer http = server.getBean(EmbeddedServer.class).start();
    spec.commandLine().getOut().println("birj service listening on " + http.getURL());
    spec.commandLine().getOut().flush();
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  http.stop();
                  server.close();
                  stopped.countDown();
                },
                "birj-shutdown"));
    stopped.await();
    return 0;
  }
}
