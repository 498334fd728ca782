package dev.vigil.sdk;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.standardwebhooks.Webhook;
import dev.vigil.sdk.generated.ApiClient;
import dev.vigil.sdk.generated.model.WebhookEvent;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
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
   * getActualInstance()} is the typed event ({@code ThreatDetectedEvent}, …). Pass the body's bytes
   * exactly as received, before any parsing. Throws {@link dev.vigil.sdk.WebhookVerificationException}
   * (unchecked) otherwise.
   */
  public static WebhookEvent verify(String secret, byte[] payload, Map<String, List<String>> headers) {
    Map<String, List<String>> lowered = new TreeMap<>();
    headers.forEach((name, values) -> lowered.put(name.toLowerCase(Locale.ROOT), values));
    String text;
    try {
      // Vigil sends UTF-8 JSON; bytes that are not UTF-8 were not sent by it.
      text = StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(payload))
          .toString();
    } catch (CharacterCodingException notUtf8) {
      throw new WebhookVerificationException("The payload is not UTF-8, so not a Vigil event", notUtf8);
    }
    try {
      new Webhook(secret).verify(text, lowered);
    } catch (com.standardwebhooks.exceptions.EmptyWebhookSecretException empty) {
      throw new IllegalArgumentException("The webhook secret is empty", empty);
    } catch (com.standardwebhooks.exceptions.WebhookVerificationException wrong) {
      throw new WebhookVerificationException(wrong.getMessage(), wrong);
    }
    try {
      return MAPPER.readValue(text, WebhookEvent.class);
    } catch (IOException notAnEvent) {
      throw new WebhookVerificationException("The payload is not a Vigil event: " + notAnEvent.getMessage(), notAnEvent);
    }
  }
}
