package dev.vigil.sdk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.sdk.examples.FiveTasks;
import dev.vigil.sdk.examples.FiveTasksKotlin;
import dev.vigil.sdk.generated.api.SitesApi;
import dev.vigil.sdk.generated.api.WebhooksApi;
import dev.vigil.sdk.generated.model.CreateSiteRequest;
import dev.vigil.sdk.generated.model.CreateWebhookRequest;
import dev.vigil.sdk.generated.model.WebhookEndpointWithSecret;
import dev.vigil.sdk.generated.model.WebhookEventSelector;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The five tasks of docs/clients.md, in Java (examples/FiveTasks.java) and Kotlin (FiveTasksKotlin.kt), against a real Vigil. */
class ExamplesTest {
  final LiveVigil live = LiveVigil.get();

  @Test
  void theFiveTasksInJava() throws Exception {
    Vigil vigil = FiveTasks.authenticate(live.adminKey, live.baseUrl);
    assertFalse(FiveTasks.screen(vigil, LiveVigil.ethereumAddress()).getSanctionsHit());
    String siteId = vigil.api(SitesApi::new).createSite(new CreateSiteRequest().name("example").coordinates(List.of(3.0, 51.0)), null).getId();
    assertTrue(FiveTasks.everySite(vigil).contains(siteId));
    assertEquals("example", FiveTasks.readSite(vigil, siteId));
    assertNull(FiveTasks.readSite(vigil, OperationsTest.MISSING_SITE_ID));
    assertNull(FiveTasks.readSite(vigil, "not-an-id"));
    try (LiveVigil.Receiver receiver = new LiveVigil.Receiver()) {
      LiveVigil.Delivery delivery = testDelivery(vigil, receiver);
      assertEquals("WebhookTestEvent", FiveTasks.receive(secretOf(delivery), bytes(delivery.body), delivery.headers));
      assertThrows(WebhookVerificationException.class, () -> FiveTasks.receive(secretOf(delivery), bytes(delivery.body + " "), delivery.headers));
    }
  }

  @Test
  void theFiveTasksInKotlin() throws Exception {
    Vigil vigil = FiveTasksKotlin.authenticate(live.adminKey, live.baseUrl);
    assertFalse(FiveTasksKotlin.screen(vigil, LiveVigil.ethereumAddress()).getSanctionsHit());
    String siteId = vigil.api(SitesApi::new).createSite(new CreateSiteRequest().name("kotlin").coordinates(List.of(3.0, 51.0)), null).getId();
    assertTrue(FiveTasksKotlin.everySite(vigil).contains(siteId));
    assertEquals("kotlin", FiveTasksKotlin.readSite(vigil, siteId));
    assertNull(FiveTasksKotlin.readSite(vigil, OperationsTest.MISSING_SITE_ID));
    assertNull(FiveTasksKotlin.readSite(vigil, "not-an-id"));
    try (LiveVigil.Receiver receiver = new LiveVigil.Receiver()) {
      LiveVigil.Delivery delivery = testDelivery(vigil, receiver);
      assertEquals("WebhookTestEvent", FiveTasksKotlin.receive(secretOf(delivery), bytes(delivery.body), delivery.headers));
      assertThrows(WebhookVerificationException.class, () -> FiveTasksKotlin.receive(secretOf(delivery), bytes(delivery.body + " "), delivery.headers));
    }
  }

  private final Map<String, String> secrets = new java.util.HashMap<>();

  private String secretOf(LiveVigil.Delivery delivery) {
    return secrets.get(delivery.path);
  }

  private LiveVigil.Delivery testDelivery(Vigil vigil, LiveVigil.Receiver receiver) throws Exception {
    WebhooksApi webhooks = vigil.api(WebhooksApi::new);
    WebhookEndpointWithSecret endpoint = webhooks.createWebhook(
        new CreateWebhookRequest().url(receiver.url + "/hooks").events(Set.of(WebhookEventSelector.STAR)), null);
    secrets.put("/hooks", endpoint.getSecret());
    webhooks.sendWebhookTestEvent(endpoint.getId(), Map.of(), null);
    return receiver.next(Duration.ofSeconds(15));
  }

  private static byte[] bytes(String body) {
    return body.getBytes(java.nio.charset.StandardCharsets.UTF_8);
  }
}
