package tobu;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Stream;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.helpers.SocketAddress;
import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.dbms.api.DatabaseManagementServiceBuilder;
import org.neo4j.io.ByteUnit;

/**
 * An in-process Neo4j (Community, embedded DBMS) with Bolt on 127.0.0.1, for tests and
 * benchmarks only. Authentication is on; the password is generated unless given.
 *
 * Options: --port N (default: a free port), --password P (default: generated),
 * --data-dir D (default: a temporary directory removed on exit; give one to keep the data
 * across a restart), --watch-stdin (stop when standard input closes: the parent that started
 * it has gone).
 *
 * When ready it prints one line, `NEO4J_TEST_SERVER_READY {"uri":...,"user":...,"password":...}`,
 * and stops cleanly on SIGTERM or SIGINT.
 */
public final class Neo4jTestServer {
  private static final String USER = "neo4j";

  public static void main(String[] args) throws Exception {
    Map<String, String> options = parse(args);
    boolean temporary = !options.containsKey("data-dir");
    Path home = temporary ? Files.createTempDirectory("tobu-neo4j-") : Path.of(options.get("data-dir")).toAbsolutePath();
    Files.createDirectories(home);
    int port = options.containsKey("port") ? Integer.parseInt(options.get("port")) : freePort();
    String password = options.getOrDefault("password", generatedPassword());

    DatabaseManagementService dbms = new DatabaseManagementServiceBuilder(home)
        .setConfig(BoltConnector.enabled, true)
        .setConfig(BoltConnector.listen_address, new SocketAddress("127.0.0.1", port))
        .setConfig(BoltConnector.advertised_address, new SocketAddress("127.0.0.1", port))
        .setConfig(BoltConnector.encryption_level, BoltConnector.EncryptionLevel.DISABLED)
        .setConfig(GraphDatabaseSettings.auth_enabled, true)
        // Small caches: the machines running the tests are shared.
        .setConfig(GraphDatabaseSettings.pagecache_memory, ByteUnit.mebiBytes(128))
        .setConfig(GraphDatabaseSettings.keep_logical_logs, "false")
        .setConfig(GraphDatabaseSettings.udc_enabled, false)
        .build();

    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      dbms.shutdown();
      if (temporary) deleteQuietly(home);
      System.out.println("NEO4J_TEST_SERVER_STOPPED");
      System.out.flush();
      stopped.countDown();
    }, "neo4j-test-server-stop"));

    // SIGTERM and SIGINT stop the DBMS (the shutdown hook) and exit with status 0.
    for (String signal : new String[] {"TERM", "INT"}) sun.misc.Signal.handle(new sun.misc.Signal(signal), s -> System.exit(0));
    if (options.containsKey("watch-stdin")) watchStdin();

    setPassword(dbms, password);
    String uri = "neo4j://127.0.0.1:" + port;
    System.out.println("Neo4j " + org.neo4j.kernel.internal.Version.getNeo4jVersion() + " (in-process, test server) at " + uri
        + " user " + USER + (temporary ? ", data in a temporary directory" : ", data in " + home));
    System.out.println("NEO4J_TEST_SERVER_READY {\"uri\":\"" + uri + "\",\"user\":\"" + USER + "\",\"password\":\"" + password + "\"}");
    System.out.flush();
    stopped.await();
  }

  /** The first start sets the generated password; a restart on kept data already has it. */
  private static void setPassword(DatabaseManagementService dbms, String password) {
    try {
      dbms.database("system").executeTransactionally(
          "ALTER USER " + USER + " SET PASSWORD $password CHANGE NOT REQUIRED", Map.of("password", password));
    } catch (RuntimeException e) {
      // "Old password and new password cannot be the same" on a restart with the same password.
      if (!String.valueOf(e.getMessage()).contains("cannot be the same")) throw e;
    }
  }

  private static void watchStdin() {
    Thread watcher = new Thread(() -> {
      try {
        while (System.in.read() != -1) {
          // input is ignored; only its end matters
        }
      } catch (IOException ignored) {
        // a broken pipe means the parent is gone too
      }
      System.exit(0);
    }, "neo4j-test-server-stdin");
    watcher.setDaemon(true);
    watcher.start();
  }

  private static Map<String, String> parse(String[] args) {
    Map<String, String> options = new HashMap<>();
    for (int i = 0; i < args.length; i++) {
      if (args[i].equals("--watch-stdin")) {
        options.put("watch-stdin", "");
      } else if (args[i].startsWith("--") && i + 1 < args.length) {
        options.put(args[i].substring(2), args[++i]);
      } else {
        throw new IllegalArgumentException("Usage: [--port N] [--password P] [--data-dir D] [--watch-stdin]");
      }
    }
    return options;
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
      return socket.getLocalPort();
    }
  }

  private static String generatedPassword() {
    byte[] bytes = new byte[16];
    new SecureRandom().nextBytes(bytes);
    return HexFormat.of().formatHex(bytes);
  }

  private static void deleteQuietly(Path dir) {
    try (Stream<Path> paths = Files.walk(dir)) {
      paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException ignored) {
      // a temporary directory left behind is harmless
    }
  }
}
