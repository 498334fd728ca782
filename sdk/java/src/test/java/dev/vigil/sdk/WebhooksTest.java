package dev.vigil.sdk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.standardwebhooks.Webhook;
import dev.vigil.sdk.generated.api.WebhooksApi;
import dev.vigil.sdk.generated.model.CreateWebhookRequest;
import dev.vigil.sdk.generated.model.WebhookEndpointWithSecret;
import dev.vigil.sdk.generated.model.WebhookEvent;
import dev.vigil.sdk.generated.model.WebhookEventSelector;
import dev.vigil.sdk.generated.model.WebhookTestEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Webhook verification: a real delivery from Vigil's worker to a receiver on 127.0.0.1 verifies
 * with the endpoint's secret and comes back as its typed event; a changed body, another secret or a
 * stale timestamp do not verify. Then the Standard Webhooks test vectors (../shared/data/webhooks):
 * the Java library verifies against the real clock only, so each vector's signature is checked as a
 * known answer of sign(), and its old timestamp as refused.
 */
class WebhooksTest {
  static final Path VECTORS = LiveVigil.REPOSITORY.getParent().resolve("shared/data/webhooks");
  static final ObjectMapper JSON = new ObjectMapper();
  final LiveVigil live = LiveVigil.get();

  static Map<String, List<String>> headers(String id, String timestamp, String signature) {
    return Map.of("webhook-id", List.of(id), "webhook-timestamp", List.of(timestamp), "webhook-signature", List.of(signature));
  }

  @Test
  void verifiesARealDeliveryAndReturnsItsTypedEvent() throws Exception {
    WebhooksApi webhooks = live.client().api(WebhooksApi::new);
    try (LiveVigil.Receiver receiver = new LiveVigil.Receiver()) {
      WebhookEndpointWithSecret endpoint = webhooks.createWebhook(
          new CreateWebhookRequest().url(receiver.url + "/vigil").events(Set.of(WebhookEventSelector.STAR)), null);
      webhooks.sendWebhookTestEvent(endpoint.getId(), Map.of(), null);
      LiveVigil.Delivery delivery = receiver.next(Duration.ofSeconds(15));
      assertEquals("/vigil", delivery.path);

      WebhookEvent event = Webhooks.verify(endpoint.getSecret(), bytes(delivery.body), delivery.headers);
      WebhookTestEvent test = assertInstanceOf(WebhookTestEvent.class, event.getActualInstance());
      assertEquals("webhook.test", test.getType().getValue());
      assertEquals(endpoint.getId(), test.getData().getEndpointId());

      assertThrows(WebhookVerificationException.class,
          () -> Webhooks.verify(endpoint.getSecret(), bytes(delivery.body.replace("webhook.test", "webhook.tesT")), delivery.headers));
      WebhookEndpointWithSecret other = webhooks.createWebhook(
          new CreateWebhookRequest().url(receiver.url + "/other").events(Set.of(WebhookEventSelector.STAR)), null);
      assertThrows(WebhookVerificationException.class, () -> Webhooks.verify(other.getSecret(), bytes(delivery.body), delivery.headers));
    }
  }

  @Test
  void refusesASignatureWhoseTimestampIsTooOld() throws Exception {
    String secret = "whsec_YSBzZWNyZXQgb2YgdGhpcnR5LXR3byBieXRlcy4uLi4=";
    String body = "{\"type\":\"webhook.test\",\"timestamp\":\"2026-11-23T10:00:00.000Z\",\"data\":{}}";
    long stale = Instant.now().minusSeconds(600).getEpochSecond();
    String signature = new Webhook(secret).sign("evt_01h00000000000000000000000", stale, body);
    WebhookVerificationException error = assertThrows(WebhookVerificationException.class,
        () -> Webhooks.verify(secret, bytes(body), headers("evt_01h00000000000000000000000", String.valueOf(stale), signature)));
    assertTrue(error.getMessage().toLowerCase().contains("too old"), error.getMessage());
  }

  @Test
  void theSharedSignatureVector() throws Exception {
    for (JsonNode vector : JSON.readTree(Files.readString(VECTORS.resolve("signatures.json")))) {
      Webhook webhook = new Webhook(vector.get("secret").asText());
      String payload = vector.get("payload").asText();
      long timestamp = vector.get("timestamp").asLong();
      assertEquals(vector.get("signature").asText(), webhook.sign(vector.get("id").asText(), timestamp, payload));
      // With the real clock the 2023 timestamp is far outside the 5-minute tolerance.
      assertThrows(com.standardwebhooks.exceptions.WebhookVerificationException.class,
          () -> webhook.verify(payload, headers(vector.get("id").asText(), String.valueOf(timestamp), vector.get("signature").asText())));
      // Signed now, the same payload verifies.
      long now = Instant.now().getEpochSecond();
      webhook.verify(payload, headers(vector.get("id").asText(), String.valueOf(now), webhook.sign(vector.get("id").asText(), now, payload)));
    }
  }

  @Test
  void theStandardWebhooksVectors() throws Exception {
    Map<String, JsonNode> byName = new HashMap<>();
    JSON.readTree(Files.readString(VECTORS.resolve("standard-webhooks-vectors.json"))).get("vectors")
        .forEach(vector -> byName.put(vector.get("name").asText(), vector));
    JsonNode known = byName.get("sign-known-answer");
    Webhook webhook = new Webhook(known.get("secret").asText());
    String id = known.get("webhook-id").asText();
    String payload = known.get("payload").asText();
    long timestamp = Long.parseLong(known.get("webhook-timestamp").asText());
    assertEquals(known.get("expected_signature").asText(), webhook.sign(id, timestamp, payload));
    com.standardwebhooks.exceptions.WebhookVerificationException old = assertThrows(com.standardwebhooks.exceptions.WebhookVerificationException.class,
        () -> webhook.verify(payload, headers(id, String.valueOf(timestamp), known.get("expected_signature").asText())));
    assertTrue(old.getMessage().toLowerCase().contains("too old"), old.getMessage());

    // The other vectors' signature lists, around a signature valid now.
    long now = Instant.now().getEpochSecond();
    String valid = webhook.sign(id, now, payload);
    String altered = byName.get("one-char-altered-signature").get("signature_header").asText();
    assertTrue(altered.startsWith("v1,") && !altered.equals(known.get("expected_signature").asText()));
    assertThrows(com.standardwebhooks.exceptions.WebhookVerificationException.class, () -> webhook.verify(payload, headers(id, String.valueOf(now), altered)));
    String junk = byName.get("multi-signature-header-with-junk").get("junk_signature").asText();
    webhook.verify(payload, headers(id, String.valueOf(now), String.join(" ", junk, junk.replace("v1,", "v2,"), valid, junk)));
    assertThrows(com.standardwebhooks.exceptions.WebhookVerificationException.class,
        () -> webhook.verify(payload, headers(id, String.valueOf(now), String.join(" ", junk, junk.replace("v1,", "v2,")))));
  }

  private static byte[] bytes(String body) {
    return body.getBytes(java.nio.charset.StandardCharsets.UTF_8);
  }
}
