package dev.vigil.sdk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.vigil.sdk.generated.api.CasesApi;
import dev.vigil.sdk.generated.api.KeysApi;
import dev.vigil.sdk.generated.api.OperationsApi;
import dev.vigil.sdk.generated.api.ScreeningApi;
import dev.vigil.sdk.generated.api.WebhooksApi;
import dev.vigil.sdk.generated.model.ApiKeyWithSecret;
import dev.vigil.sdk.generated.model.CreateCaseRequest;
import dev.vigil.sdk.generated.model.CreateLabelRequest;
import dev.vigil.sdk.generated.model.CreateWebhookRequest;
import dev.vigil.sdk.generated.model.Label;
import dev.vigil.sdk.generated.model.LabelPage;
import dev.vigil.sdk.generated.model.UpdateWebhookRequest;
import dev.vigil.sdk.generated.model.WebhookEventSelector;
import java.net.http.HttpHeaders;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Retries, idempotency and timeouts against a real Vigil: a key with a tiny rate limit for 429 and
 * Retry-After, and the fault gateway in front of Vigil for 5xx answers, lost answers and silence.
 */
class RetriesTest {
  final LiveVigil live = LiveVigil.get();

  static CreateLabelRequest label(String address, String name) {
    return new CreateLabelRequest().chain("ethereum").address(address).label(name).category("fraud");
  }

  @Test
  void waitsWhatRetryAfterSaysThenRetriesA429() throws Exception {
    ApiKeyWithSecret key = live.newKey(List.of("keys:read"), "1/2");
    LiveVigil.Plan through = live.plan(); // forwards everything, and logs what the client sent
    KeysApi keys = live.client(b -> b.apiKey(key.getKey()).baseUrl(through.baseUrl)).api(KeysApi::new);
    keys.getKey(key.getId());
    long started = System.nanoTime();
    assertEquals(key.getId(), keys.getKey(key.getId()).getId());
    assertTrue(Duration.ofNanos(System.nanoTime() - started).toMillis() >= 1000);
    assertEquals(3, through.log().size());
  }

  @Test
  void throwsRateLimitedWithTheWaitWhenRetriesAreOff() throws Exception {
    ApiKeyWithSecret key = live.newKey(List.of("keys:read"), "1/60");
    KeysApi keys = live.client(b -> b.apiKey(key.getKey()).maxRetries(0)).api(KeysApi::new);
    keys.getKey(key.getId());
    VigilApiException.RateLimited error = assertThrows(VigilApiException.RateLimited.class, () -> keys.getKey(key.getId()));
    assertEquals("rate_limited", error.code());
    assertTrue(error.retryAfter().orElseThrow().getSeconds() > 1);
  }

  @Test
  void doesNotWaitForARetryAfterLongerThanTheCap() throws Exception {
    LiveVigil.Plan through = live.plan(LiveVigil.problemMove(429, "rate_limited", Map.of("retry-after", "3600")));
    long started = System.nanoTime();
    VigilApiException.RateLimited error = assertThrows(VigilApiException.RateLimited.class,
        () -> live.client(b -> b.baseUrl(through.baseUrl)).api(KeysApi::new).listKeys(null, null, null));
    assertEquals(Optional.of(Duration.ofHours(1)), error.retryAfter());
    assertEquals(1, through.log().size());
    assertTrue(Duration.ofNanos(System.nanoTime() - started).toMillis() < 1000);
  }

  @Test
  void retriesAGetWithBackoffUntilItSucceeds() throws Exception {
    LiveVigil.Plan through = live.plan(LiveVigil.problemMove(503, "unavailable", Map.of()), LiveVigil.problemMove(503, "unavailable", Map.of()));
    assertFalse(live.client(b -> b.baseUrl(through.baseUrl)).api(KeysApi::new).listKeys(null, null, null).getData().isEmpty());
    assertEquals(List.of("503", "503", "forward"), through.moves());
  }

  @Test
  void givesUpAfterMaxRetries() throws Exception {
    Object failure = LiveVigil.problemMove(500, "internal", Map.of());
    LiveVigil.Plan through = live.plan(failure, failure, failure);
    VigilApiException.ServerError error = assertThrows(VigilApiException.ServerError.class,
        () -> live.client(b -> b.baseUrl(through.baseUrl).maxRetries(1)).api(KeysApi::new).listKeys(null, null, null));
    assertEquals(500, error.status());
    assertEquals(2, through.log().size());
  }

  @Test
  void anIdempotentRetryAfterALostAnswerIsAnsweredOnce() throws Exception {
    LiveVigil.Plan through = live.plan("lose-answer");
    String address = LiveVigil.ethereumAddress();
    Label created = live.client(b -> b.baseUrl(through.baseUrl)).api(ScreeningApi::new).createLabel(label(address, "once"), null);
    List<JsonNode> log = through.log();
    assertEquals(List.of("lose-answer", "forward"), through.moves());
    assertFalse(log.get(0).get("idempotency_key").isNull());
    assertEquals(log.get(0).get("idempotency_key"), log.get(1).get("idempotency_key"));
    // Vigil made the label on the first attempt and replayed it to the retry: there is one.
    ScreeningApi direct = live.client().api(ScreeningApi::new);
    List<String> ids = Pages.stream(cursor -> direct.listLabels(200, cursor, null, null, null), LabelPage::getData, LabelPage::getNextCursor)
        .filter(l -> l.getAddress().equals(address)).map(Label::getId).collect(Collectors.toList());
    assertEquals(List.of(created.getId()), ids);
  }

  @Test
  void replaysAPostRepeatedWithTheSameKeyAndRefusesAnotherBody() throws Exception {
    ScreeningApi screening = live.client().api(ScreeningApi::new);
    String key = "java-" + UUID.randomUUID();
    String address = LiveVigil.ethereumAddress();
    Label first = screening.createLabel(label(address, "one"), key);
    assertEquals(first, screening.createLabel(label(address, "one"), key));
    VigilApiException.IdempotencyMismatch error = assertThrows(VigilApiException.IdempotencyMismatch.class,
        () -> screening.createLabel(label(address, "another"), key));
    assertEquals("idempotency_mismatch", error.code());
  }

  @Test
  void sendsANewKeyForEachCall() throws Exception {
    LiveVigil.Plan through = live.plan();
    CasesApi cases = live.client(b -> b.baseUrl(through.baseUrl)).api(CasesApi::new);
    cases.createCase(new CreateCaseRequest().title("one"), null);
    cases.createCase(new CreateCaseRequest().title("two"), null);
    List<JsonNode> log = through.log();
    assertEquals(2, log.size());
    assertNotNull(log.get(0).get("idempotency_key").textValue());
    assertNotEquals(log.get(0).get("idempotency_key"), log.get(1).get("idempotency_key"));
  }

  @Test
  void neverRepeatsAPatch() throws Exception {
    String id = live.client().api(WebhooksApi::new)
        .createWebhook(new CreateWebhookRequest().url("https://hooks.example.com/vigil").events(Set.of(WebhookEventSelector.STAR)), null).getId();
    Object failure = LiveVigil.problemMove(500, "internal", Map.of());
    LiveVigil.Plan through = live.plan(failure, failure);
    assertThrows(VigilApiException.ServerError.class,
        () -> live.client(b -> b.baseUrl(through.baseUrl)).api(WebhooksApi::new).updateWebhook(id, new UpdateWebhookRequest().description("x")));
    assertEquals(1, through.log().size());
  }

  @Test
  void timesOutAnAttemptAndRetriesIt() throws Exception {
    LiveVigil.Plan through = live.plan("hang");
    assertEquals("ok", live.client(b -> b.baseUrl(through.baseUrl).timeout(Duration.ofMillis(500))).api(OperationsApi::new).getHealth().getStatus().getValue());
    assertEquals(List.of("hang", "forward"), through.moves());
  }

  @Test
  void throwsATimeoutWhenNoAttemptIsAnswered() throws Exception {
    LiveVigil.Plan through = live.plan("hang", "hang");
    assertThrows(VigilConnectionException.Timeout.class,
        () -> live.client(b -> b.baseUrl(through.baseUrl).timeout(Duration.ofMillis(200)).maxRetries(1)).api(KeysApi::new).listKeys(null, null, null));
  }

  @Test
  void throwsAConnectionExceptionWhenNothingListens() {
    VigilConnectionException error = assertThrows(VigilConnectionException.class,
        () -> live.client(b -> b.baseUrl("http://127.0.0.1:9").maxRetries(0)).api(KeysApi::new).listKeys(null, null, null));
    assertFalse(error instanceof VigilConnectionException.Timeout);
  }

  @Test
  void theBackoffDoublesUpToItsCapShortenedByAtMostTheJitter() {
    assertEquals(RetryPolicy.INITIAL_DELAY, RetryPolicy.backoff(0, () -> 0));
    assertEquals(RetryPolicy.INITIAL_DELAY.multipliedBy(2), RetryPolicy.backoff(1, () -> 0));
    assertEquals(RetryPolicy.MAX_DELAY, RetryPolicy.backoff(20, () -> 0));
    assertEquals(Duration.ofMillis(Math.round(RetryPolicy.INITIAL_DELAY.toMillis() * (1 - RetryPolicy.JITTER))), RetryPolicy.backoff(0, () -> 1));
  }

  @Test
  void readsRetryAfterAsSecondsOrAnHttpDate() {
    Clock now = Clock.fixed(Instant.parse("2026-11-23T10:00:00Z"), ZoneOffset.UTC);
    java.util.function.Function<String, HttpHeaders> header = value -> HttpHeaders.of(Map.of("retry-after", List.of(value)), (n, v) -> true);
    assertEquals(Optional.of(Duration.ofSeconds(7)), VigilApiException.retryAfter(header.apply("7"), now));
    assertEquals(Optional.of(Duration.ofSeconds(30)), VigilApiException.retryAfter(header.apply("Mon, 23 Nov 2026 10:00:30 GMT"), now));
    assertEquals(Optional.empty(), VigilApiException.retryAfter(header.apply("soon"), now));
    assertEquals(Optional.empty(), VigilApiException.retryAfter(HttpHeaders.of(Map.of(), (n, v) -> true), now));
  }
}
