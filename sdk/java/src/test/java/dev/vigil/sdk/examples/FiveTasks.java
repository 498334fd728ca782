package dev.vigil.sdk.examples;

import dev.vigil.sdk.Pages;
import dev.vigil.sdk.Vigil;
import dev.vigil.sdk.VigilApiException;
import dev.vigil.sdk.Webhooks;
import dev.vigil.sdk.generated.api.ScreeningApi;
import dev.vigil.sdk.generated.api.SitesApi;
import dev.vigil.sdk.generated.model.FieldError;
import dev.vigil.sdk.generated.model.ScreenWalletRequest;
import dev.vigil.sdk.generated.model.Site;
import dev.vigil.sdk.generated.model.SitePage;
import dev.vigil.sdk.generated.model.ThreatDetectedEvent;
import dev.vigil.sdk.generated.model.WalletScreening;
import dev.vigil.sdk.generated.model.WebhookEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The five things every integration does, as docs/clients.md shows them (the regions between
 * {@code // [doc:NAME]} and {@code // [/doc]} are the doc's snippets, checked to match).
 * ExamplesTest runs each against a real Vigil.
 */
public final class FiveTasks {
  private FiveTasks() {}

  public static Vigil authenticate(String apiKey, String baseUrl) {
    // [doc:authenticate]
    // An API key (vk_…) or an OAuth access token, sent as Authorization: Bearer ….
    Vigil vigil = Vigil.builder().apiKey(apiKey).baseUrl(baseUrl).build();
    // [/doc]
    return vigil;
  }

  public static WalletScreening screen(Vigil vigil, String address) {
    // [doc:screen]
    // One key per logical request: a retry with it is answered once, never acted on twice.
    // (The client also adds one to every POST by itself and keeps it across its own retries.)
    ScreeningApi screening = vigil.api(ScreeningApi::new);
    WalletScreening result = screening.screenWallet(
        new ScreenWalletRequest().chain("ethereum").address(address), UUID.randomUUID().toString());
    System.out.println(result.getRiskCategory() + " " + result.getRiskScore() + " " + result.getSanctionsHit());
    // [/doc]
    return result;
  }

  public static List<String> everySite(Vigil vigil) {
    List<String> ids = new ArrayList<>();
    // [doc:paginate]
    // Fetches page after page (100 sites each) as the loop goes.
    SitesApi sites = vigil.api(SitesApi::new);
    for (Site site : Pages.all(cursor -> sites.listSites(100, cursor, null), SitePage::getData, SitePage::getNextCursor)) {
      ids.add(site.getId());
    }
    // [/doc]
    return ids;
  }

  public static String readSite(Vigil vigil, String siteId) {
    // [doc:problem]
    try {
      return vigil.api(SitesApi::new).getSite(siteId).getName();
    } catch (VigilApiException.NotFound e) {
      System.out.println(e.code() + " " + e.detail() + " " + e.requestId()); // not_found, what to fix, the request id
    } catch (VigilApiException.BadRequest e) {
      for (FieldError error : e.errors()) {
        System.out.println(error.getPointer() + " " + error.getDetail()); // e.g. /path/id and why it is wrong
      }
    }
    // [/doc]
    return null;
  }

  public static String receive(String secret, byte[] body, Map<String, List<String>> headers) {
    // [doc:webhook]
    // body: the raw bytes as received (before any JSON parsing); headers: the request's headers.
    // Throws dev.vigil.sdk.WebhookVerificationException (unchecked) if the signature or timestamp is wrong (answer 400).
    WebhookEvent event = Webhooks.verify(secret, body, headers);
    if (event.getActualInstance() instanceof ThreatDetectedEvent) {
      ThreatDetectedEvent threat = event.getThreatDetectedEvent();
      System.out.println(threat.getData().getThreatId() + " " + threat.getData().getSeverity());
    }
    // [/doc]
    return event.getActualInstance().getClass().getSimpleName();
  }
}
