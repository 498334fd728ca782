//! Typed answers, typed problem errors, pagination across pages, and screening a wallet that a
//! sanctions label names and one that nothing names.

use std::collections::HashSet;

use futures_util::{pin_mut, StreamExt, TryStreamExt};
use serde_json::json;
use vigil::api::apis::{screening_api, sites_api};
use vigil::api::models::{CreateLabelRequest, CreateSiteRequest, ScreenWalletRequest, UpdateSiteRequest};
use vigil::{ErrorKind, Vigil};

use crate::common::{client, ethereum_address, live, new_key};

pub const MISSING_SITE_ID: &str = "site_01h00000000000000000000000";

fn site_request(name: &str, lon: f64, lat: f64) -> CreateSiteRequest {
    let mut request = CreateSiteRequest::new();
    request.name = Some(name.to_owned());
    request.coordinates = Some(Some(json!([lon, lat])));
    request
}

#[tokio::test]
async fn creates_and_reads_a_site() -> Result<(), vigil::Error> {
    let vigil = client();
    let mut request = site_request("Port of Rotterdam", 4.1, 51.95);
    request.radius_m = Some(2500.0);
    let created = sites_api::create_site(vigil.config(), request, None).await?;
    assert!(created.id.starts_with("site_"));
    assert_eq!(serde_json::to_value(created.status).unwrap(), json!("active"));
    let read = sites_api::get_site(vigil.config(), &created.id).await?;
    assert_eq!(
        (read.id.as_str(), read.name.as_deref()),
        (created.id.as_str(), Some("Port of Rotterdam"))
    );
    let area = std::f64::consts::PI * 2.5 * 2.5;
    assert!((read.area_km2 - area).abs() / area < 0.01, "{}", read.area_km2);
    Ok(())
}

/// "null clears the field": a PATCH through the typed model sends null for `Some(None)` and leaves
/// out a field that is `None`, so the site's name is cleared and its metadata stays.
#[tokio::test]
async fn clears_a_site_name_through_the_typed_model() -> Result<(), vigil::Error> {
    let vigil = client();
    let mut request = site_request("to be cleared", 4.2, 51.9);
    request.metadata = Some([("berth".to_owned(), json!("7"))].into());
    let created = sites_api::create_site(vigil.config(), request, None).await?;
    let clear = UpdateSiteRequest { name: Some(None), ..UpdateSiteRequest::new() };
    assert_eq!(serde_json::to_value(&clear).unwrap(), json!({ "name": null }));
    let updated = sites_api::update_site(vigil.config(), &created.id, clear).await?;
    assert_eq!(updated.name, None);
    assert_eq!(updated.metadata, Some([("berth".to_owned(), json!("7"))].into()));
    assert_eq!(sites_api::get_site(vigil.config(), &created.id).await?.name, None);
    Ok(())
}

#[tokio::test]
async fn pages_through_a_list_of_more_than_one_page() -> Result<(), vigil::Error> {
    let vigil = client();
    let mut created = HashSet::new();
    for i in 0..5 {
        created.insert(
            sites_api::create_site(
                vigil.config(),
                site_request(&format!("page {i}"), 10.0 + f64::from(i), 50.0),
                None,
            )
            .await?
            .id,
        );
    }
    let config = vigil.config();
    let pages = std::sync::atomic::AtomicUsize::new(0);
    let last = std::sync::Mutex::new(Some(String::new()));
    let sites = vigil::paginate(|cursor| {
        let (pages, last) = (&pages, &last);
        async move {
            let page = sites_api::list_sites(config, Some(2), cursor.as_deref(), None).await?;
            pages.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            *last.lock().unwrap() = page.next_cursor.clone();
            Ok((page.data, page.next_cursor))
        }
    });
    let seen: Vec<String> = sites.map_ok(|site| site.id).try_collect().await?;
    assert!(created.is_subset(&seen.iter().cloned().collect()), "{seen:?}");
    assert_eq!(seen.len(), seen.iter().collect::<HashSet<_>>().len());
    assert!(pages.load(std::sync::atomic::Ordering::SeqCst) >= 3);
    assert_eq!(*last.lock().unwrap(), None);

    // Taking one item fetches one page.
    pages.store(0, std::sync::atomic::Ordering::SeqCst);
    let first = vigil::paginate(|cursor| {
        let pages = &pages;
        async move {
            let page = sites_api::list_sites(config, Some(2), cursor.as_deref(), None).await?;
            pages.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            Ok((page.data, page.next_cursor))
        }
    });
    pin_mut!(first);
    assert!(first.next().await.is_some());
    assert_eq!(pages.load(std::sync::atomic::Ordering::SeqCst), 1);
    Ok(())
}

#[tokio::test]
async fn screens_a_wallet_that_a_sanctions_label_names() -> Result<(), vigil::Error> {
    let vigil = client();
    let address = ethereum_address();
    let label = CreateLabelRequest::new(
        "ethereum".into(),
        address.clone(),
        "Test sanctioned entity".into(),
        "sanctioned".into(),
    );
    screening_api::create_label(vigil.config(), label, None).await?;
    let hit =
        screening_api::screen_wallet(vigil.config(), ScreenWalletRequest::new(address, "ETH".into()), None).await?;
    assert!(hit.sanctions_hit);
    assert_eq!(serde_json::to_value(hit.risk_category).unwrap(), json!("severe"));
    assert_eq!(hit.risk_score, 100);
    assert_eq!(hit.matched_labels, vec!["Test sanctioned entity".to_owned()]);
    assert_eq!(
        serde_json::to_value(hit.matches[0].exposure).unwrap(),
        json!("ownership")
    );
    Ok(())
}

#[tokio::test]
async fn screens_a_wallet_that_nothing_names() -> Result<(), vigil::Error> {
    let miss = screening_api::screen_wallet(
        client().config(),
        ScreenWalletRequest::new(ethereum_address(), "ethereum".into()),
        None,
    )
    .await?;
    assert!(!miss.sanctions_hit);
    assert_eq!(serde_json::to_value(miss.risk_category).unwrap(), json!("none"));
    assert_eq!(miss.risk_score, 0);
    assert!(miss.matched_labels.is_empty());
    assert!(miss.id.starts_with("scr_"));
    Ok(())
}

#[tokio::test]
async fn returns_not_found_with_the_problem_document() {
    let error: vigil::Error = sites_api::get_site(client().config(), MISSING_SITE_ID)
        .await
        .unwrap_err()
        .into();
    assert_eq!(error.kind(), Some(ErrorKind::NotFound));
    let problem = error.api().unwrap();
    assert_eq!((problem.status, problem.code.as_str()), (404, "not_found"));
    assert!(problem.detail.contains(MISSING_SITE_ID));
    assert!(problem.request_id.is_some());
    assert_eq!(problem.problem.as_ref().unwrap().r#type, "urn:vigil:problem:not_found");
}

#[tokio::test]
async fn returns_bad_request_whose_errors_point_at_the_bad_field() {
    let request = ScreenWalletRequest::new("not an address".into(), "ethereum".into());
    let error: vigil::Error = screening_api::screen_wallet(client().config(), request, None)
        .await
        .unwrap_err()
        .into();
    assert_eq!(error.kind(), Some(ErrorKind::BadRequest));
    let problem = error.api().unwrap();
    assert_eq!(problem.code, "validation_failed");
    assert!(
        problem.errors.iter().any(|e| e.pointer == "/address"),
        "{:?}",
        problem.errors
    );
}

#[tokio::test]
async fn returns_authentication_and_permission_errors() {
    let stranger = Vigil::builder("vk_not_a_key")
        .base_url(&live().base_url)
        .build()
        .unwrap();
    let error: vigil::Error = sites_api::get_site(stranger.config(), MISSING_SITE_ID)
        .await
        .unwrap_err()
        .into();
    assert_eq!(error.kind(), Some(ErrorKind::Unauthenticated));
    let key = new_key(&["screening:read"], None).await;
    let reader = Vigil::builder(key.key.expect("a new key shows its secret"))
        .base_url(&live().base_url)
        .build()
        .unwrap();
    let error: vigil::Error = sites_api::get_site(reader.config(), MISSING_SITE_ID)
        .await
        .unwrap_err()
        .into();
    assert_eq!(error.kind(), Some(ErrorKind::Forbidden));
    assert!(error.api().unwrap().detail.contains("sites:read"));
}

#[tokio::test]
async fn sends_nmea_lines_as_text() -> Result<(), vigil::Error> {
    let result = client()
        .ingest_nmea("!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4A\nnot nmea\n", None)
        .await?;
    assert_eq!((result.accepted, result.rejected), (1, 1));
    Ok(())
}
