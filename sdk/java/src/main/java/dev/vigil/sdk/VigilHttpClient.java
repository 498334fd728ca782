package dev.vigil.sdk;

import java.io.IOException;
import java.net.Authenticator;
import java.net.CookieHandler;
import java.net.ProxySelector;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.Flow;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSession;

/**
 * The HttpClient the generated operations send through when made by {@link Vigil}: the JDK's own,
 * wrapped. Around each request it adds the bearer token, an {@code Idempotency-Key} on every POST
 * that has none (the same one on each retry, so a retry never doubles an effect), a time limit per
 * attempt, and retries by {@link RetryPolicy}. An error status is thrown as a {@link
 * VigilApiException}, no answer as a {@link VigilConnectionException}, so the generated code only
 * sees successful answers.
 */
final class VigilHttpClient extends HttpClient {
  private final HttpClient delegate;
  private final String authorization;
  private final Map<String, String> headers;
  private final Duration timeout;
  private final int maxRetries;

  VigilHttpClient(HttpClient delegate, String authorization, Map<String, String> headers, Duration timeout, int maxRetries) {
    this.delegate = delegate;
    this.authorization = authorization;
    this.headers = Map.copyOf(headers);
    this.timeout = timeout;
    this.maxRetries = maxRetries;
  }

  @Override
  public <T> HttpResponse<T> send(HttpRequest request, HttpResponse.BodyHandler<T> handler)
      throws IOException, InterruptedException {
    HttpRequest.Builder builder = HttpRequest.newBuilder(request, (name, value) -> true).timeout(timeout);
    builder.setHeader("Authorization", authorization);
    headers.forEach(builder::setHeader);
    if (request.method().equals("POST") && request.headers().firstValue("idempotency-key").isEmpty()) {
      builder.setHeader("Idempotency-Key", UUID.randomUUID().toString());
    }
    HttpRequest prepared = builder.build();
    RetryPolicy.State state = new RetryPolicy.State(request.method(), maxRetries);
    while (true) {
      VigilException failure;
      Optional<Duration> delay;
      try {
        HttpResponse<byte[]> response = delegate.send(prepared, HttpResponse.BodyHandlers.ofByteArray());
        if (response.statusCode() < 400) return withBody(response, handler);
        VigilApiException error = VigilApiException.of(response.statusCode(), response.headers(), response.body());
        failure = error;
        delay = RetryPolicy.delayAfterError(error, state);
        if (response.statusCode() >= 500) state.uncertain = true;
      } catch (HttpTimeoutException timedOut) {
        failure = new VigilConnectionException.Timeout(
            "No answer within " + timeout.toMillis() + " ms (" + request.method() + " " + request.uri().getPath() + ").", timedOut);
        delay = RetryPolicy.delayAfterNoAnswer(state);
        state.uncertain = true;
      } catch (IOException noAnswer) {
        failure = new VigilConnectionException(
            "The request failed before an answer came (" + request.method() + " " + request.uri().getPath() + ").", noAnswer);
        delay = RetryPolicy.delayAfterNoAnswer(state);
        state.uncertain = true;
      }
      if (delay.isEmpty()) throw failure;
      Thread.sleep(delay.get().toMillis());
      state.retry += 1;
    }
  }

  @Override
  public <T> CompletableFuture<HttpResponse<T>> sendAsync(HttpRequest request, HttpResponse.BodyHandler<T> handler) {
    return CompletableFuture.supplyAsync(() -> {
      try {
        return send(request, handler);
      } catch (IOException | InterruptedException e) {
        throw new CompletionException(e);
      }
    }, executor().orElse(ForkJoinPoolHolder.EXECUTOR));
  }

  @Override
  public <T> CompletableFuture<HttpResponse<T>> sendAsync(
      HttpRequest request, HttpResponse.BodyHandler<T> handler, HttpResponse.PushPromiseHandler<T> pushPromiseHandler) {
    return sendAsync(request, handler);
  }

  /** The answer read in full by this client, handed to the caller's body handler. */
  private static <T> HttpResponse<T> withBody(HttpResponse<byte[]> response, HttpResponse.BodyHandler<T> handler) {
    HttpResponse.ResponseInfo info = new HttpResponse.ResponseInfo() {
      @Override public int statusCode() { return response.statusCode(); }
      @Override public HttpHeaders headers() { return response.headers(); }
      @Override public Version version() { return response.version(); }
    };
    HttpResponse.BodySubscriber<T> subscriber = handler.apply(info);
    subscriber.onSubscribe(new Flow.Subscription() {
      @Override public void request(long n) {}
      @Override public void cancel() {}
    });
    if (response.body().length > 0) subscriber.onNext(List.of(ByteBuffer.wrap(response.body())));
    subscriber.onComplete();
    T body = subscriber.getBody().toCompletableFuture().join();
    return new HttpResponse<T>() {
      @Override public int statusCode() { return response.statusCode(); }
      @Override public HttpRequest request() { return response.request(); }
      @Override public Optional<HttpResponse<T>> previousResponse() { return Optional.empty(); }
      @Override public HttpHeaders headers() { return response.headers(); }
      @Override public T body() { return body; }
      @Override public Optional<SSLSession> sslSession() { return response.sslSession(); }
      @Override public URI uri() { return response.uri(); }
      @Override public Version version() { return response.version(); }
    };
  }

  private static final class ForkJoinPoolHolder {
    static final Executor EXECUTOR = java.util.concurrent.ForkJoinPool.commonPool();
  }

  @Override public Optional<CookieHandler> cookieHandler() { return delegate.cookieHandler(); }
  @Override public Optional<Duration> connectTimeout() { return delegate.connectTimeout(); }
  @Override public Redirect followRedirects() { return delegate.followRedirects(); }
  @Override public Optional<ProxySelector> proxy() { return delegate.proxy(); }
  @Override public SSLContext sslContext() { return delegate.sslContext(); }
  @Override public SSLParameters sslParameters() { return delegate.sslParameters(); }
  @Override public Optional<Authenticator> authenticator() { return delegate.authenticator(); }
  @Override public Version version() { return delegate.version(); }
  @Override public Optional<Executor> executor() { return delegate.executor(); }
}
