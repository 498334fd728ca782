//! The five tasks of docs/clients.md (examples/five_tasks.rs) against a real Vigil.

use std::time::Duration;

use serde_json::json;
use vigil::api::apis::{sites_api, webhooks_api};
use vigil::api::models::{CreateSiteRequest, CreateWebhookRequest, WebhookEventSelector};

use crate::common::{ethereum_address, live, Receiver};
use crate::operations::MISSING_SITE_ID;

#[path = "../../examples/five_tasks.rs"]
mod five_tasks;

#[tokio::test]
async fn the_five_tasks() -> Result<(), vigil::Error> {
    let vigil = five_tasks::authenticate(&live().admin_key, &live().base_url)?;
    assert!(!five_tasks::screen(&vigil, &ethereum_address()).await?.sanctions_hit);

    let mut request = CreateSiteRequest::new();
    request.name = Some("example".into());
    request.coordinates = Some(Some(json!([3.0, 51.0])));
    let site = sites_api::create_site(vigil.config(), request, None).await?;
    assert!(five_tasks::every_site(&vigil).await?.contains(&site.id));
    assert_eq!(
        five_tasks::read_site(&vigil, &site.id).await?,
        Some("example".to_owned())
    );
    assert_eq!(five_tasks::read_site(&vigil, MISSING_SITE_ID).await?, None);
    assert_eq!(five_tasks::read_site(&vigil, "not-an-id").await?, None);

    let mut receiver = Receiver::start().await;
    let endpoint = webhooks_api::create_webhook(
        vigil.config(),
        CreateWebhookRequest::new(format!("{}/hooks", receiver.url), vec![WebhookEventSelector::Star]),
        None,
    )
    .await?;
    webhooks_api::send_webhook_test_event(vigil.config(), &endpoint.id, json!({}), None).await?;
    let delivery = receiver.next(Duration::from_secs(15)).await;
    assert_eq!(
        five_tasks::receive(
            endpoint.secret.as_deref().expect("a new endpoint shows its secret"),
            &delivery.body,
            &delivery.headers
        )
        .unwrap(),
        "webhook.test"
    );
    let mut changed = delivery.body.clone();
    changed.push(b' ');
    assert!(five_tasks::receive(
        endpoint.secret.as_deref().expect("a new endpoint shows its secret"),
        &changed,
        &delivery.headers
    )
    .is_err());
    Ok(())
}
