package dev.vigil.sdk;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import dev.vigil.sdk.generated.api.KeysApi;
import dev.vigil.sdk.generated.model.ApiKeyWithSecret;
import dev.vigil.sdk.generated.model.CreateKeyRequest;
import dev.vigil.sdk.generated.model.Scope;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * A real Vigil for the tests: the one named by VIGIL_BASE_URL, VIGIL_ADMIN_KEY and
 * VIGIL_GATEWAY_URL (as .ci/clients starts it), or else one this JVM starts with
 * sdk/scripts/live-vigil.ts (the repository's Node runs it); it stops when the JVM exits and its
 * standard input closes. Also helpers for keys made through the API, the gateway's fault plans and
 * a webhook receiver.
 */
public final class LiveVigil {
  public static final Path REPOSITORY = Path.of("../..").toAbsolutePath().normalize();
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final HttpClient PLAIN = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
  private static LiveVigil started;

  public final String baseUrl;
  public final String adminKey;
  public final String gatewayUrl;

  private LiveVigil(String baseUrl, String adminKey, String gatewayUrl) {
    this.baseUrl = baseUrl;
    this.adminKey = adminKey;
    this.gatewayUrl = gatewayUrl;
  }

  public static synchronized LiveVigil get() {
    if (started != null) return started;
    String url = System.getenv("VIGIL_BASE_URL");
    if (url != null && !url.isEmpty()) {
      started = new LiveVigil(url, System.getenv("VIGIL_ADMIN_KEY"), System.getenv("VIGIL_GATEWAY_URL"));
      return started;
    }
    try {
      Process process = new ProcessBuilder(
              REPOSITORY.resolve("node_modules/.bin/node").toString(),
              REPOSITORY.resolve("sdk/scripts/live-vigil.ts").toString())
          .directory(REPOSITORY.toFile())
          .redirectError(ProcessBuilder.Redirect.INHERIT)
          .start();
      String line = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)).readLine();
      if (line == null) throw new IllegalStateException("sdk/scripts/live-vigil.ts did not start (run `npm ci` at the repository root)");
      JsonNode json = JSON.readTree(line);
      started = new LiveVigil(json.get("base_url").asText(), json.get("admin_key").asText(), json.get("gateway_url").asText());
      Runtime.getRuntime().addShutdownHook(new Thread(() -> {
        try {
          process.getOutputStream().close();
          process.waitFor(30, TimeUnit.SECONDS);
        } catch (IOException | InterruptedException ignored) {
          process.destroy();
        }
      }));
      return started;
    } catch (IOException e) {
      throw new IllegalStateException("could not start sdk/scripts/live-vigil.ts", e);
    }
  }

  public Vigil client() {
    return client(b -> {});
  }

  public Vigil client(Consumer<Vigil.Builder> settings) {
    Vigil.Builder builder = Vigil.builder().apiKey(adminKey).baseUrl(baseUrl);
    settings.accept(builder);
    return builder.build();
  }

  /** A key of the admin's workspace, made through the API. */
  public ApiKeyWithSecret newKey(List<String> scopes, String rateLimit) throws Exception {
    LinkedHashSet<Scope> set = new LinkedHashSet<>();
    for (String scope : scopes) set.add(Scope.fromValue(scope));
    return client().api(KeysApi::new).createKey(new CreateKeyRequest().name("java sdk test").scopes(set).rateLimit(rateLimit), null);
  }

  /** A path through the fault gateway that plays its moves to the requests sent through it. */
  public Plan plan(Object... moves) throws Exception {
    String body = JSON.writeValueAsString(Map.of("moves", List.of(moves)));
    HttpResponse<String> answer = PLAIN.send(
        HttpRequest.newBuilder(URI.create(gatewayUrl + "/plans")).header("content-type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body)).build(),
        HttpResponse.BodyHandlers.ofString());
    JsonNode json = JSON.readTree(answer.body());
    return new Plan(json.get("id").asText(), json.get("base_url").asText());
  }

  public final class Plan {
    public final String id;
    public final String baseUrl;

    Plan(String id, String baseUrl) {
      this.id = id;
      this.baseUrl = baseUrl;
    }

    public List<JsonNode> log() throws Exception {
      HttpResponse<String> answer = PLAIN.send(
          HttpRequest.newBuilder(URI.create(gatewayUrl + "/plans/" + id + "/log")).build(), HttpResponse.BodyHandlers.ofString());
      List<JsonNode> requests = new ArrayList<>();
      JSON.readTree(answer.body()).get("requests").forEach(requests::add);
      return requests;
    }

    public List<String> moves() throws Exception {
      List<String> moves = new ArrayList<>();
      for (JsonNode request : log()) moves.add(request.get("move").asText());
      return moves;
    }
  }

  public static Map<String, Object> problemMove(int status, String code, Map<String, String> headers) throws Exception {
    String body = JSON.writeValueAsString(Map.of("type", "urn:vigil:problem:" + code, "title", code, "status", status,
        "detail", "a " + status + " from the gateway", "code", code, "request_id", "gateway"));
    Map<String, String> all = new java.util.HashMap<>(headers);
    all.put("content-type", "application/problem+json");
    return Map.of("status", status, "headers", all, "body", body);
  }

  /** One POST a receiver got. */
  public static final class Delivery {
    public final String path;
    public final Map<String, List<String>> headers;
    public final String body;

    Delivery(String path, Map<String, List<String>> headers, String body) {
      this.path = path;
      this.headers = headers;
      this.body = body;
    }
  }

  /** An HTTP server on 127.0.0.1 that records each POST it receives and answers 204. */
  public static final class Receiver implements AutoCloseable {
    private final HttpServer server;
    private final LinkedBlockingQueue<Delivery> received = new LinkedBlockingQueue<>();
    public final String url;

    public Receiver() throws IOException {
      server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
      server.createContext("/", exchange -> {
        String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
        received.add(new Delivery(exchange.getRequestURI().getPath(), Map.copyOf(exchange.getRequestHeaders()), body));
        exchange.sendResponseHeaders(204, -1);
        exchange.close();
      });
      server.start();
      url = "http://127.0.0.1:" + server.getAddress().getPort();
    }

    public Delivery next(Duration timeout) throws InterruptedException {
      Delivery delivery = received.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
      if (delivery == null) throw new AssertionError("no delivery arrived in " + timeout);
      return delivery;
    }

    @Override
    public void close() {
      server.stop(0);
    }
  }

  public static String ethereumAddress() {
    byte[] bytes = new byte[20];
    new SecureRandom().nextBytes(bytes);
    return "0x" + HexFormat.of().formatHex(bytes);
  }
}
