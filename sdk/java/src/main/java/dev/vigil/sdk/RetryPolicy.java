package dev.vigil.sdk;

import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.DoubleSupplier;

/**
 * When the client retries a request, and how long it waits first. Every number of the policy is
 * here. What it adds up to with the defaults: at most 3 attempts (2 retries); a refused request
 * (429) waits what {@code Retry-After} says; otherwise about 0.5 s, then about 1 s, so a call that
 * keeps failing gives up after roughly 1.5 s of waiting plus its attempts' time. The same policy as
 * Vigil's TypeScript SDK.
 */
public final class RetryPolicy {
  /** Retries after the first attempt. */
  public static final int DEFAULT_MAX_RETRIES = 2;
  /** Each attempt's time limit, from sending the request to reading the whole answer. */
  public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(30);
  /** The first backoff, doubled at each retry up to {@link #MAX_DELAY}. */
  static final Duration INITIAL_DELAY = Duration.ofMillis(500);
  static final Duration MAX_DELAY = Duration.ofSeconds(8);
  /** Each backoff is shortened by up to this fraction at random, so clients do not retry in step. */
  static final double JITTER = 0.25;
  /** A {@code Retry-After} longer than this is not waited for: the exception is thrown at once. */
  static final Duration MAX_RETRY_AFTER = Duration.ofSeconds(60);
  /** Added at random on top of {@code Retry-After}, so that clients told the same time do not return at once. */
  static final Duration RETRY_AFTER_JITTER = Duration.ofMillis(250);

  /** The server failed or is briefly unavailable; another attempt may succeed. */
  private static final Set<Integer> SERVER_FAILURES = Set.of(500, 502, 503, 504);

  /**
   * Methods that may be sent again after an unclear outcome (a 5xx, a timeout, a dropped
   * connection): GET, HEAD, PUT and DELETE are idempotent by HTTP; a POST carries an {@code
   * Idempotency-Key} that Vigil honours, so a repeat replays the first answer. PATCH has no such key
   * and is never repeated then.
   */
  private static final Set<String> REPEATABLE_METHODS = Set.of("GET", "HEAD", "PUT", "DELETE", "POST");

  private RetryPolicy() {}

  /** One call's progress through its attempts. */
  static final class State {
    final String method;
    final int maxRetries;
    /** 0 for the first retry. */
    int retry;
    /** A previous attempt of this call ended without a clear answer (it may have had its effect). */
    boolean uncertain;

    State(String method, int maxRetries) {
      this.method = method;
      this.maxRetries = maxRetries;
    }
  }

  static Duration backoff(int retry, DoubleSupplier random) {
    long base = Math.min(MAX_DELAY.toMillis(), INITIAL_DELAY.toMillis() << Math.min(retry, 16));
    return Duration.ofMillis(Math.round(base * (1 - random.getAsDouble() * JITTER)));
  }

  private static double random() {
    return ThreadLocalRandom.current().nextDouble();
  }

  /** How long to wait before retrying after {@code error}, or empty to throw it. */
  static Optional<Duration> delayAfterError(VigilApiException error, State state) {
    if (state.retry >= state.maxRetries) return Optional.empty();
    // A 429 was refused before any work was done, so any method may be sent again.
    boolean refused = error.status() == 429;
    boolean failed = SERVER_FAILURES.contains(error.status()) && REPEATABLE_METHODS.contains(state.method);
    // A POST whose earlier attempt had an unclear outcome may find that attempt still in flight:
    // Vigil answers 409 until it finishes, then replays its answer to the same Idempotency-Key.
    boolean inFlight = error.status() == 409 && state.uncertain && state.method.equals("POST");
    if (!refused && !failed && !inFlight) return Optional.empty();
    Optional<Duration> told = VigilApiException.retryAfter(error.headers(), Clock.systemUTC());
    if (told.isEmpty()) return Optional.of(backoff(state.retry, RetryPolicy::random));
    if (told.get().compareTo(MAX_RETRY_AFTER) > 0) return Optional.empty();
    return Optional.of(told.get().plusMillis(Math.round(random() * RETRY_AFTER_JITTER.toMillis())));
  }

  /** How long to wait before retrying after no answer (connection error or timeout), or empty. */
  static Optional<Duration> delayAfterNoAnswer(State state) {
    if (state.retry >= state.maxRetries || !REPEATABLE_METHODS.contains(state.method)) return Optional.empty();
    return Optional.of(backoff(state.retry, RetryPolicy::random));
  }
}
