//! The five things every integration does, as docs/clients.md shows them (the regions between
//! `// [doc:NAME]` and `// [/doc]` are the doc's snippets, checked to match). The live tests
//! (tests/live/examples.rs) run each against a real Vigil; `cargo run --example five_tasks` runs
//! the first three against the Vigil named by VIGIL_BASE_URL and VIGIL_API_KEY.
#![allow(dead_code)]

use futures_util::{pin_mut, TryStreamExt};
use vigil::api::apis::{screening_api, sites_api};
use vigil::api::models::{ScreenWalletRequest, WalletScreening, WebhookEvent};
use vigil::{ErrorKind, Vigil};

pub fn authenticate(api_key: &str, base_url: &str) -> Result<Vigil, vigil::Error> {
    // [doc:authenticate]
    // An API key (vk_…) or an OAuth access token, sent as Authorization: Bearer ….
    let vigil = Vigil::builder(api_key).base_url(base_url).build()?;
    // [/doc]
    Ok(vigil)
}

pub async fn screen(vigil: &Vigil, address: &str) -> Result<WalletScreening, vigil::Error> {
    // [doc:screen]
    // One key per logical request: a retry with it is answered once, never acted on twice.
    // (The client also adds one to every POST by itself and keeps it across its own retries.)
    let key = uuid::Uuid::new_v4().to_string();
    let request = ScreenWalletRequest::new(address.to_owned(), "ethereum".to_owned());
    let result = screening_api::screen_wallet(vigil.config(), request, Some(&key)).await?;
    println!(
        "{:?} {} {} {:?}",
        result.risk_category, result.risk_score, result.sanctions_hit, result.matched_labels
    );
    // [/doc]
    Ok(result)
}

pub async fn every_site(vigil: &Vigil) -> Result<Vec<String>, vigil::Error> {
    let mut ids = Vec::new();
    // [doc:paginate]
    // Fetches page after page (100 sites each) as the loop goes.
    let config = vigil.config();
    let sites = vigil::paginate(|cursor| async move {
        let page = sites_api::list_sites(config, Some(100), cursor.as_deref(), None).await?;
        Ok((page.data, page.next_cursor))
    });
    pin_mut!(sites);
    while let Some(site) = sites.try_next().await? {
        ids.push(site.id);
    }
    // [/doc]
    Ok(ids)
}

pub async fn read_site(vigil: &Vigil, site_id: &str) -> Result<Option<String>, vigil::Error> {
    // [doc:problem]
    match sites_api::get_site(vigil.config(), site_id)
        .await
        .map_err(vigil::Error::from)
    {
        Ok(site) => return Ok(site.name),
        Err(vigil::Error::Api(problem)) if problem.kind == ErrorKind::NotFound => {
            println!("{} {} {:?}", problem.code, problem.detail, problem.request_id);
            // not_found, what to fix, the request id
        }
        Err(vigil::Error::Api(problem)) if problem.kind == ErrorKind::BadRequest => {
            for error in &problem.errors {
                println!("{} {}", error.pointer, error.detail); // e.g. /path/id and why it is wrong
            }
        }
        Err(other) => return Err(other), // another problem, or no answer (vigil::Error::Connection)
    }
    // [/doc]
    Ok(None)
}

pub fn receive(
    secret: &str,
    body: &[u8],
    headers: &http::HeaderMap,
) -> Result<String, vigil::WebhookVerificationError> {
    // [doc:webhook]
    // body: the raw bytes as received (before any JSON parsing); headers: the request's headers.
    // An Err means the signature or timestamp is wrong (answer 400).
    let event = vigil::verify_webhook(secret, body, headers)?;
    if let WebhookEvent::ThreatDetected(threat) = &event {
        println!("{} {:?}", threat.data.threat_id, threat.data.severity);
    }
    // [/doc]
    Ok(vigil::event_type(&event).to_owned())
}

#[tokio::main]
async fn main() -> Result<(), vigil::Error> {
    let api_key = std::env::var("VIGIL_API_KEY").map_err(|_| vigil::Error::Config("set VIGIL_API_KEY".into()))?;
    let base_url = std::env::var("VIGIL_BASE_URL").unwrap_or_else(|_| vigil::DEFAULT_BASE_URL.to_owned());
    let vigil = authenticate(&api_key, &base_url)?;
    screen(&vigil, "0x8576acc5c05d6ce88f4e49bf65bdf0c62f91353c").await?;
    println!("{} sites", every_site(&vigil).await?.len());
    Ok(())
}
