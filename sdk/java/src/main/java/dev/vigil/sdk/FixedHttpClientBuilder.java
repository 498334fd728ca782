package dev.vigil.sdk;

import java.net.Authenticator;
import java.net.CookieHandler;
import java.net.ProxySelector;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.concurrent.Executor;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;

/**
 * The generated ApiClient asks a builder for its HttpClient; this one always hands out the client
 * {@link Vigil} made. Its settings are fixed there ({@link Vigil.Builder#httpClient}), so the
 * setters here refuse to change them.
 */
final class FixedHttpClientBuilder implements HttpClient.Builder {
  private final HttpClient client;

  FixedHttpClientBuilder(HttpClient client) {
    this.client = client;
  }

  @Override
  public HttpClient build() {
    return client;
  }

  private static UnsupportedOperationException fixed() {
    return new UnsupportedOperationException("Set HttpClient options with Vigil.builder().httpClient(…)");
  }

  @Override public HttpClient.Builder cookieHandler(CookieHandler cookieHandler) { throw fixed(); }
  @Override public HttpClient.Builder connectTimeout(Duration duration) { throw fixed(); }
  @Override public HttpClient.Builder sslContext(SSLContext sslContext) { throw fixed(); }
  @Override public HttpClient.Builder sslParameters(SSLParameters sslParameters) { throw fixed(); }
  @Override public HttpClient.Builder executor(Executor executor) { throw fixed(); }
  @Override public HttpClient.Builder followRedirects(HttpClient.Redirect policy) { throw fixed(); }
  @Override public HttpClient.Builder version(HttpClient.Version version) { throw fixed(); }
  @Override public HttpClient.Builder priority(int priority) { throw fixed(); }
  @Override public HttpClient.Builder proxy(ProxySelector proxySelector) { throw fixed(); }
  @Override public HttpClient.Builder authenticator(Authenticator authenticator) { throw fixed(); }
}
