package dev.vigil.sdk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.sdk.generated.ApiException;
import dev.vigil.sdk.generated.api.IngestApi;
import dev.vigil.sdk.generated.api.ScreeningApi;
import dev.vigil.sdk.generated.api.SitesApi;
import dev.vigil.sdk.generated.model.CreateLabelRequest;
import dev.vigil.sdk.generated.model.CreateSiteRequest;
import dev.vigil.sdk.generated.model.FieldError;
import dev.vigil.sdk.generated.model.IngestResult;
import dev.vigil.sdk.generated.model.ScreenWalletRequest;
import dev.vigil.sdk.generated.model.Site;
import dev.vigil.sdk.generated.model.SitePage;
import dev.vigil.sdk.generated.model.UpdateSiteRequest;
import dev.vigil.sdk.generated.model.WalletScreening;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The client against a real Vigil: typed answers, typed problem exceptions, pagination across
 * pages, and screening a wallet that a sanctions label names and one that nothing names.
 */
class OperationsTest {
  static final String MISSING_SITE_ID = "site_01h00000000000000000000000";
  final LiveVigil live = LiveVigil.get();
  final Vigil vigil = live.client();

  @Test
  void createsAndReadsASite() throws Exception {
    SitesApi sites = vigil.api(SitesApi::new);
    Site created = sites.createSite(new CreateSiteRequest().name("Port of Rotterdam").coordinates(List.of(4.1, 51.95)).radiusM(2500.0), null);
    assertTrue(created.getId().startsWith("site_"));
    assertEquals("active", created.getStatus().getValue());
    Site read = sites.getSite(created.getId());
    assertEquals(created.getId(), read.getId());
    assertEquals("Port of Rotterdam", read.getName());
    assertEquals(Math.PI * 2.5 * 2.5, read.getAreaKm2(), Math.PI * 2.5 * 2.5 * 0.01);
  }

  /**
   * "null clears the field": a PATCH through the typed model sends null for a field set to null
   * and leaves out one never set, so the site's name is cleared and its metadata stays.
   */
  @Test
  void clearsASiteNameThroughTheTypedModel() throws Exception {
    SitesApi sites = vigil.api(SitesApi::new);
    Site created = sites.createSite(new CreateSiteRequest().name("to be cleared").coordinates(List.of(4.2, 51.9))
        .metadata(Map.of("berth", "7")), null);
    UpdateSiteRequest clear = new UpdateSiteRequest().name(null);
    assertTrue(clear.getName_JsonNullable().isPresent(), "set to null, not left unset");
    assertFalse(clear.getMetadata_JsonNullable().isPresent(), "never set");
    Site updated = sites.updateSite(created.getId(), clear);
    assertNull(updated.getName());
    assertEquals(Map.of("berth", "7"), updated.getMetadata());
    assertNull(sites.getSite(created.getId()).getName());
  }

  @Test
  void pagesThroughAListOfMoreThanOnePage() throws Exception {
    SitesApi sites = vigil.api(SitesApi::new);
    Set<String> created = new HashSet<>();
    for (int i = 0; i < 5; i++) {
      created.add(sites.createSite(new CreateSiteRequest().name("page " + i).coordinates(List.of(10.0 + i, 50.0)), null).getId());
    }
    List<SitePage> pages = new ArrayList<>();
    List<String> seen = new ArrayList<>();
    for (Site site : Pages.all(cursor -> {
      SitePage page = sites.listSites(2, cursor, null);
      pages.add(page);
      return page;
    }, SitePage::getData, SitePage::getNextCursor)) {
      seen.add(site.getId());
    }
    assertTrue(seen.containsAll(created), seen.toString());
    assertEquals(seen.size(), new HashSet<>(seen).size());
    assertTrue(pages.size() >= 3, pages.size() + " pages");
    assertNull(pages.get(pages.size() - 1).getNextCursor());
    // A stream stops fetching once it has what it needs.
    pages.clear();
    assertEquals(1, Pages.stream(cursor -> {
      SitePage page = sites.listSites(2, cursor, null);
      pages.add(page);
      return page;
    }, SitePage::getData, SitePage::getNextCursor).limit(1).count());
    assertEquals(1, pages.size());
  }

  @Test
  void screensAWalletThatASanctionsLabelNames() throws Exception {
    ScreeningApi screening = vigil.api(ScreeningApi::new);
    String address = LiveVigil.ethereumAddress();
    screening.createLabel(new CreateLabelRequest().chain("ethereum").address(address).label("Test sanctioned entity").category("sanctioned"), null);
    WalletScreening hit = screening.screenWallet(new ScreenWalletRequest().chain("ETH").address(address), null);
    assertTrue(hit.getSanctionsHit());
    assertEquals("severe", hit.getRiskCategory().getValue());
    assertEquals(100, hit.getRiskScore());
    assertEquals(List.of("Test sanctioned entity"), hit.getMatchedLabels());
    assertEquals("ownership", hit.getMatches().get(0).getExposure().getValue());
  }

  @Test
  void screensAWalletThatNothingNames() throws Exception {
    WalletScreening miss = vigil.api(ScreeningApi::new).screenWallet(new ScreenWalletRequest().chain("ethereum").address(LiveVigil.ethereumAddress()), null);
    assertFalse(miss.getSanctionsHit());
    assertEquals("none", miss.getRiskCategory().getValue());
    assertEquals(0, miss.getRiskScore());
    assertTrue(miss.getMatchedLabels().isEmpty());
    assertTrue(miss.getId().startsWith("scr_"));
  }

  @Test
  void throwsNotFoundWithTheProblemDocument() {
    VigilApiException.NotFound error = assertThrows(VigilApiException.NotFound.class, () -> vigil.api(SitesApi::new).getSite(MISSING_SITE_ID));
    assertEquals(404, error.status());
    assertEquals("not_found", error.code());
    assertTrue(error.detail().contains(MISSING_SITE_ID));
    assertNotNull(error.requestId());
    assertEquals("urn:vigil:problem:not_found", error.problem().orElseThrow().getType());
  }

  /**
   * One exception family, unchecked: a generated operation is called where no checked exception
   * may be thrown (a Runnable), and what it throws for a call it cannot send (a required id left
   * null) is a VigilException, as an error status is.
   */
  @Test
  void throwsOnlyUncheckedVigilExceptions() {
    SitesApi sites = vigil.api(SitesApi::new);
    Runnable missing = () -> sites.getSite(MISSING_SITE_ID);
    Runnable withoutId = () -> sites.getSite(null);
    assertThrows(VigilApiException.NotFound.class, missing::run);
    VigilException error = assertThrows(VigilException.class, withoutId::run);
    assertInstanceOf(ApiException.class, error);
    assertTrue(error.getMessage().contains("'id'"), error.getMessage());
  }

  @Test
  void throwsBadRequestWhoseErrorsPointAtTheBadField() {
    VigilApiException.BadRequest error = assertThrows(VigilApiException.BadRequest.class,
        () -> vigil.api(ScreeningApi::new).screenWallet(new ScreenWalletRequest().chain("ethereum").address("not an address"), null));
    assertEquals("validation_failed", error.code());
    assertTrue(error.errors().stream().map(FieldError::getPointer).collect(Collectors.toList()).contains("/address"));
  }

  @Test
  void throwsAuthenticationAndPermissionExceptions() throws Exception {
    Vigil stranger = live.client(b -> b.apiKey("vk_not_a_key"));
    assertThrows(VigilApiException.Unauthenticated.class, () -> stranger.api(SitesApi::new).getSite(MISSING_SITE_ID));
    String secret = live.newKey(List.of("screening:read"), null).getKey();
    VigilApiException.Forbidden error = assertThrows(VigilApiException.Forbidden.class,
        () -> live.client(b -> b.apiKey(secret)).api(SitesApi::new).getSite(MISSING_SITE_ID));
    assertTrue(error.detail().contains("sites:read"), error.detail());
  }

  @Test
  void sendsNmeaLinesAsText() throws Exception {
    IngestResult result = vigil.api(IngestApi::new).ingestNmea("!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4A\nnot nmea\n", null);
    assertEquals(1, result.getAccepted());
    assertEquals(1, result.getRejected());
  }
}
