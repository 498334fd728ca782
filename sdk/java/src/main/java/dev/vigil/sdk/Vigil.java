package dev.vigil.sdk;

import dev.vigil.sdk.generated.ApiClient;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * The Java client for Vigil: the operations and models generated from Vigil's OpenAPI document
 * (packages {@code dev.vigil.sdk.generated.api} and {@code .model}, by OpenAPI Generator), called
 * through a client that adds the bearer token, idempotency keys kept across retries, retries with
 * backoff, timeouts and typed exceptions.
 *
 * <pre>{@code
 * Vigil vigil = Vigil.builder().apiKey(key).baseUrl("https://vigil.example.com").build();
 * WalletScreening result = vigil.api(ScreeningApi::new).screenWallet(request, null);
 * }</pre>
 *
 * An error status throws a {@link VigilApiException} subclass, so a call returns the success
 * model. Every exception the client throws is an unchecked {@link VigilException}, the generated
 * {@code ApiException} the methods declare too (an answer that could not be read, a required
 * argument left null).
 */
public final class Vigil {
  /** Where Vigil listens when started with its defaults. */
  public static final String DEFAULT_BASE_URL = "http://127.0.0.1:8080";

  private final ApiClient apiClient;

  private Vigil(ApiClient apiClient) {
    this.apiClient = apiClient;
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The generated client, wired to this Vigil and credential: pass it to any generated {@code …Api}. */
  public ApiClient apiClient() {
    return apiClient;
  }

  /** A generated API class on this client: {@code vigil.api(SitesApi::new)}. */
  public <A> A api(Function<ApiClient, A> constructor) {
    return constructor.apply(apiClient);
  }

  public static final class Builder {
    private String apiKey;
    private String baseUrl = DEFAULT_BASE_URL;
    private Duration timeout = RetryPolicy.DEFAULT_TIMEOUT;
    private int maxRetries = RetryPolicy.DEFAULT_MAX_RETRIES;
    private HttpClient.Builder httpClient = HttpClient.newBuilder();
    private final Map<String, String> headers = new LinkedHashMap<>();

    private Builder() {}

    /** An API key ({@code vk_…}) or an OAuth access token: both are sent as {@code Authorization: Bearer …}. */
    public Builder apiKey(String apiKey) {
      this.apiKey = apiKey;
      return this;
    }

    /** Where Vigil listens, e.g. {@code https://vigil.example.com}. Default {@link #DEFAULT_BASE_URL}. */
    public Builder baseUrl(String baseUrl) {
      this.baseUrl = baseUrl;
      return this;
    }

    /** Each attempt's time limit. Default 30 s. */
    public Builder timeout(Duration timeout) {
      this.timeout = timeout;
      return this;
    }

    /** Retries after the first attempt. Default 2; 0 turns retries off. */
    public Builder maxRetries(int maxRetries) {
      this.maxRetries = maxRetries;
      return this;
    }

    /** The JDK HttpClient builder each attempt's client comes from (a proxy, an SSLContext with a client certificate for OAuth mTLS). */
    public Builder httpClient(HttpClient.Builder httpClient) {
      this.httpClient = httpClient;
      return this;
    }

    /** A header sent with every request. */
    public Builder header(String name, String value) {
      headers.put(name, value);
      return this;
    }

    public Vigil build() {
      if (apiKey == null || apiKey.isEmpty()) {
        throw new IllegalArgumentException("Vigil: an API key (vk_…) or an access token is required.");
      }
      Objects.requireNonNull(timeout, "timeout");
      // HTTP/1.1: the JDK otherwise offers an h2c upgrade on plain http:// that Vigil does not take.
      HttpClient delegate = httpClient.version(HttpClient.Version.HTTP_1_1).build();
      HttpClient client = new VigilHttpClient(delegate, "Bearer " + apiKey, headers, timeout, maxRetries);
      ApiClient apiClient = new ApiClient(new FixedHttpClientBuilder(client), ApiClient.createDefaultObjectMapper(),
          baseUrl.replaceAll("/+$", ""));
      return new Vigil(apiClient);
    }
  }
}
