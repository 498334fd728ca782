//! Webhook verification: a real delivery from Vigil's worker to a receiver on 127.0.0.1 verifies
//! with the endpoint's secret and comes back as its typed event; a changed body, another secret or
//! a stale timestamp do not verify. Then the Standard Webhooks test vectors (../shared/data/webhooks).

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde_json::{json, Value};
use standardwebhooks::{Webhook, WebhookError};
use vigil::api::apis::webhooks_api;
use vigil::api::models::{CreateWebhookRequest, WebhookEvent, WebhookEventSelector};
use vigil::{verify_webhook, WebhookVerificationError};

use crate::common::{client, repository, Receiver};

fn vectors(file: &str) -> Value {
    let path = repository().join("../shared/data/webhooks").join(file);
    serde_json::from_str(&std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))).unwrap()
}

fn headers(id: &str, timestamp: &str, signature: &str) -> http::HeaderMap {
    let mut headers = http::HeaderMap::new();
    headers.insert("webhook-id", id.parse().unwrap());
    headers.insert("webhook-timestamp", timestamp.parse().unwrap());
    headers.insert("webhook-signature", signature.parse().unwrap());
    headers
}

fn now() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_secs() as i64
}

#[tokio::test]
async fn verifies_a_real_delivery_and_returns_its_typed_event() -> Result<(), vigil::Error> {
    let vigil = client();
    let mut receiver = Receiver::start().await;
    let request = CreateWebhookRequest::new(format!("{}/vigil", receiver.url), vec![WebhookEventSelector::Star]);
    let endpoint = webhooks_api::create_webhook(vigil.config(), request, None).await?;
    webhooks_api::send_webhook_test_event(vigil.config(), &endpoint.id, json!({}), None).await?;
    let delivery = receiver.next(Duration::from_secs(15)).await;
    assert_eq!(delivery.path, "/vigil");

    match verify_webhook(
        endpoint.secret.as_deref().expect("a new endpoint shows its secret"),
        &delivery.body,
        &delivery.headers,
    ) {
        Ok(WebhookEvent::WebhookTest(event)) => assert_eq!(event.data.endpoint_id, endpoint.id),
        other => panic!("{other:?}"),
    }
    let changed = String::from_utf8(delivery.body.clone())
        .unwrap()
        .replace("webhook.test", "webhook.tesT");
    assert!(matches!(
        verify_webhook(
            endpoint.secret.as_deref().expect("a new endpoint shows its secret"),
            changed.as_bytes(),
            &delivery.headers
        ),
        Err(WebhookVerificationError::Signature(WebhookError::InvalidSignature))
    ));
    let other = webhooks_api::create_webhook(
        vigil.config(),
        CreateWebhookRequest::new(format!("{}/other", receiver.url), vec![WebhookEventSelector::Star]),
        None,
    )
    .await?;
    assert!(verify_webhook(
        other.secret.as_deref().expect("a new endpoint shows its secret"),
        &delivery.body,
        &delivery.headers
    )
    .is_err());
    Ok(())
}

#[test]
fn refuses_a_signature_whose_timestamp_is_too_old() {
    let secret = "whsec_YSBzZWNyZXQgb2YgdGhpcnR5LXR3byBieXRlcy4uLi4=";
    let body = br#"{"type":"webhook.test","timestamp":"2026-11-23T10:00:00.000Z","data":{"endpoint_id":"whk_1","message":"m"}}"#;
    let stale = now() - 600;
    let signature = Webhook::new(secret)
        .unwrap()
        .sign("evt_01h00000000000000000000000", stale, body)
        .unwrap();
    let result = verify_webhook(
        secret,
        body,
        &headers("evt_01h00000000000000000000000", &stale.to_string(), &signature),
    );
    assert!(
        matches!(
            result,
            Err(WebhookVerificationError::Signature(WebhookError::TimestampTooOldError))
        ),
        "{result:?}"
    );
}

#[test]
fn the_shared_signature_vector() {
    for vector in vectors("signatures.json").as_array().unwrap() {
        let webhook = Webhook::new(vector["secret"].as_str().unwrap()).unwrap();
        let (id, payload, signature) = (
            vector["id"].as_str().unwrap(),
            vector["payload"].as_str().unwrap(),
            vector["signature"].as_str().unwrap(),
        );
        let timestamp = vector["timestamp"].as_i64().unwrap();
        assert_eq!(webhook.sign(id, timestamp, payload.as_bytes()).unwrap(), signature);
        // With the real clock the 2023 timestamp is far outside the 5-minute tolerance.
        assert!(matches!(
            webhook.verify(payload.as_bytes(), &headers(id, &timestamp.to_string(), signature)),
            Err(WebhookError::TimestampTooOldError)
        ));
        // Signed now, the same payload verifies.
        let fresh = webhook.sign(id, now(), payload.as_bytes()).unwrap();
        webhook
            .verify(payload.as_bytes(), &headers(id, &now().to_string(), &fresh))
            .unwrap();
    }
}

#[test]
fn the_standard_webhooks_vectors() {
    let file = vectors("standard-webhooks-vectors.json");
    let by_name = |name: &str| {
        file["vectors"]
            .as_array()
            .unwrap()
            .iter()
            .find(|v| v["name"] == name)
            .unwrap()
            .clone()
    };
    let known = by_name("sign-known-answer");
    let webhook = Webhook::new(known["secret"].as_str().unwrap()).unwrap();
    let id = known["webhook-id"].as_str().unwrap();
    let payload = known["payload"].as_str().unwrap().as_bytes();
    let timestamp: i64 = known["webhook-timestamp"].as_str().unwrap().parse().unwrap();
    let expected = known["expected_signature"].as_str().unwrap();
    assert_eq!(webhook.sign(id, timestamp, payload).unwrap(), expected);
    assert!(matches!(
        webhook.verify(payload, &headers(id, &timestamp.to_string(), expected)),
        Err(WebhookError::TimestampTooOldError)
    ));

    // The other vectors' signature lists, around a signature valid now (the crate verifies against
    // the real clock only).
    let at = now().to_string();
    let valid = webhook.sign(id, now(), payload).unwrap();
    let altered = by_name("one-char-altered-signature")["signature_header"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_ne!(altered, expected);
    assert!(matches!(
        webhook.verify(payload, &headers(id, &at, &altered)),
        Err(WebhookError::InvalidSignature)
    ));
    let junk = by_name("multi-signature-header-with-junk")["junk_signature"]
        .as_str()
        .unwrap()
        .to_owned();
    let v2 = junk.replacen("v1,", "v2,", 1);
    webhook
        .verify(
            payload,
            &headers(id, &at, &[junk.as_str(), &v2, &valid, &junk].join(" ")),
        )
        .unwrap();
    assert!(webhook
        .verify(payload, &headers(id, &at, &[junk.as_str(), &v2].join(" ")))
        .is_err());
}
