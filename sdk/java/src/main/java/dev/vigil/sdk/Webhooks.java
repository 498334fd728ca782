package dev.vigil.sdk;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.standardwebhooks.Webhook;
import com.standardwebhooks.exceptions.WebhookVerificationException;
import dev.vigil.sdk.generated.ApiClient;
import dev.vigil.sdk.generated.model.WebhookEvent;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Verifying what Vigil delivers to a webhook endpoint. Deliveries are signed the Standard Webhooks
 * way ({@code webhook-id}, {@code webhook-timestamp}, {@code webhook-signature: v1,…}), so this is
 * the {@code com.standardwebhooks} library with a typed helper on top.
 */
public final class Webhooks {
  private static final ObjectMapper MAPPER = ApiClient.createDefaultObjectMapper();

  private Webhooks() {}

  /**
   * Checks a delivery's signature against the endpoint's secret ({@code whsec_…}; during a rotation
   * either secret matches) and its timestamp (within 5 minutes), then returns the event; its {@code
   * getActualInstance()} is the typed event ({@code ThreatDetectedEvent}, …). Pass the body exactly as
   * received, before any JSON parsing. Throws {@link WebhookVerificationException} otherwise.
   */
  public static WebhookEvent verify(String secret, String payload, Map<String, List<String>> headers)
      throws WebhookVerificationException {
    Map<String, List<String>> lowered = new TreeMap<>();
    headers.forEach((name, values) -> lowered.put(name.toLowerCase(Locale.ROOT), values));
    try {
      new Webhook(secret).verify(payload, lowered);
    } catch (com.standardwebhooks.exceptions.EmptyWebhookSecretException empty) {
      throw new IllegalArgumentException("The webhook secret is empty", empty);
    }
    try {
      return MAPPER.readValue(payload, WebhookEvent.class);
    } catch (IOException notAnEvent) {
      throw new WebhookVerificationException("The payload is not a Vigil event: " + notAnEvent.getMessage());
    }
  }
}
