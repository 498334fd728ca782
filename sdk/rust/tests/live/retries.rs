//! Retries, idempotency and timeouts: a key with a tiny rate limit for 429 and Retry-After, and the
//! fault gateway in front of Vigil for 5xx answers, lost answers and silence.

use std::time::{Duration, Instant};

use futures_util::TryStreamExt;
use serde_json::json;
use vigil::api::apis::{cases_api, keys_api, operations_api, screening_api, webhooks_api};
use vigil::api::models::{
    CreateCaseRequest, CreateLabelRequest, CreateWebhookRequest, UpdateWebhookRequest, WebhookEventSelector,
};
use vigil::{ErrorKind, Vigil};

use crate::common::{client, ethereum_address, live, new_key, plan, problem_move};

fn label(address: &str, name: &str) -> CreateLabelRequest {
    CreateLabelRequest::new("ethereum".into(), address.to_owned(), name.to_owned(), "fraud".into())
}

#[tokio::test]
async fn waits_what_retry_after_says_then_retries_a_429() -> Result<(), vigil::Error> {
    let key = new_key(&["keys:read"], Some("1/2")).await;
    let through = plan(json!([])).await; // forwards everything, and logs what the client sent
    let vigil = Vigil::builder(key.key.expect("a new key shows its secret"))
        .base_url(&through.base_url)
        .build()?;
    keys_api::get_key(vigil.config(), &key.id).await?;
    let started = Instant::now();
    assert_eq!(keys_api::get_key(vigil.config(), &key.id).await?.id, key.id);
    assert!(started.elapsed() >= Duration::from_secs(1));
    assert_eq!(through.log().await.len(), 3);
    Ok(())
}

#[tokio::test]
async fn returns_rate_limited_with_the_wait_when_retries_are_off() -> Result<(), vigil::Error> {
    let key = new_key(&["keys:read"], Some("1/60")).await;
    let vigil = Vigil::builder(key.key.expect("a new key shows its secret"))
        .base_url(&live().base_url)
        .max_retries(0)
        .build()?;
    keys_api::get_key(vigil.config(), &key.id).await?;
    let error: vigil::Error = keys_api::get_key(vigil.config(), &key.id).await.unwrap_err().into();
    assert_eq!(error.kind(), Some(ErrorKind::RateLimited));
    let problem = error.api().unwrap();
    assert_eq!(problem.code, "rate_limited");
    assert!(problem.retry_after().unwrap() > Duration::from_secs(1));
    Ok(())
}

#[tokio::test]
async fn does_not_wait_for_a_retry_after_longer_than_the_cap() {
    let through = plan(json!([problem_move(
        429,
        "rate_limited",
        json!({ "retry-after": "3600" })
    )]))
    .await;
    let started = Instant::now();
    let vigil = through.client().build().unwrap();
    let error: vigil::Error = keys_api::list_keys(vigil.config(), None, None, None)
        .await
        .unwrap_err()
        .into();
    assert_eq!(error.api().unwrap().retry_after(), Some(Duration::from_secs(3600)));
    assert_eq!(through.log().await.len(), 1);
    assert!(started.elapsed() < Duration::from_secs(1));
}

#[tokio::test]
async fn retries_a_get_with_backoff_until_it_succeeds() -> Result<(), vigil::Error> {
    let unavailable = problem_move(503, "unavailable", json!({}));
    let through = plan(json!([unavailable, unavailable])).await;
    let page = keys_api::list_keys(through.client().build()?.config(), None, None, None).await?;
    assert!(!page.data.is_empty());
    assert_eq!(through.moves().await, ["503", "503", "forward"]);
    Ok(())
}

#[tokio::test]
async fn gives_up_after_max_retries() {
    let failure = problem_move(500, "internal", json!({}));
    let through = plan(json!([failure, failure, failure])).await;
    let vigil = through.client().max_retries(1).build().unwrap();
    let error: vigil::Error = keys_api::list_keys(vigil.config(), None, None, None)
        .await
        .unwrap_err()
        .into();
    assert_eq!(error.kind(), Some(ErrorKind::Server));
    assert_eq!(through.log().await.len(), 2);
}

#[tokio::test]
async fn an_idempotent_retry_after_a_lost_answer_is_answered_once() -> Result<(), vigil::Error> {
    let through = plan(json!(["lose-answer"])).await;
    let address = ethereum_address();
    let created =
        screening_api::create_label(through.client().build()?.config(), label(&address, "once"), None).await?;
    let log = through.log().await;
    assert_eq!(through.moves().await, ["lose-answer", "forward"]);
    assert!(log[0]["idempotency_key"].is_string());
    assert_eq!(log[0]["idempotency_key"], log[1]["idempotency_key"]);
    // Vigil made the label on the first attempt and replayed it to the retry: there is one.
    let direct = client();
    let config = direct.config();
    let labels: Vec<_> = vigil::paginate(|cursor| async move {
        let page = screening_api::list_labels(config, Some(200), cursor.as_deref(), None, None, None).await?;
        Ok((page.data, page.next_cursor))
    })
    .try_filter(|l| std::future::ready(l.address == address))
    .try_collect()
    .await?;
    assert_eq!(
        labels.iter().map(|l| l.id.as_str()).collect::<Vec<_>>(),
        [created.id.as_str()]
    );
    Ok(())
}

#[tokio::test]
async fn replays_a_post_repeated_with_the_same_key_and_refuses_another_body() -> Result<(), vigil::Error> {
    let vigil = client();
    let key = format!("rust-{}", uuid::Uuid::new_v4());
    let address = ethereum_address();
    let first = screening_api::create_label(vigil.config(), label(&address, "one"), Some(&key)).await?;
    let again = screening_api::create_label(vigil.config(), label(&address, "one"), Some(&key)).await?;
    assert_eq!(first, again);
    let error: vigil::Error = screening_api::create_label(vigil.config(), label(&address, "another"), Some(&key))
        .await
        .unwrap_err()
        .into();
    assert_eq!(error.kind(), Some(ErrorKind::IdempotencyMismatch));
    Ok(())
}

#[tokio::test]
async fn sends_a_new_key_for_each_call() -> Result<(), vigil::Error> {
    let through = plan(json!([])).await;
    let vigil = through.client().build()?;
    cases_api::create_case(vigil.config(), CreateCaseRequest::new("one".into()), None).await?;
    cases_api::create_case(vigil.config(), CreateCaseRequest::new("two".into()), None).await?;
    let log = through.log().await;
    assert_eq!(log.len(), 2);
    assert!(log[0]["idempotency_key"].is_string());
    assert_ne!(log[0]["idempotency_key"], log[1]["idempotency_key"]);
    Ok(())
}

#[tokio::test]
async fn never_repeats_a_patch() -> Result<(), vigil::Error> {
    let endpoint = webhooks_api::create_webhook(
        client().config(),
        CreateWebhookRequest::new(
            "https://hooks.example.com/vigil".into(),
            vec![WebhookEventSelector::Star],
        ),
        None,
    )
    .await?;
    let failure = problem_move(500, "internal", json!({}));
    let through = plan(json!([failure, failure])).await;
    let mut update = UpdateWebhookRequest::new();
    update.description = Some(Some("x".into()));
    let error: vigil::Error = webhooks_api::update_webhook(through.client().build()?.config(), &endpoint.id, update)
        .await
        .unwrap_err()
        .into();
    assert_eq!(error.kind(), Some(ErrorKind::Server));
    assert_eq!(through.log().await.len(), 1);
    Ok(())
}

#[tokio::test]
async fn times_out_an_attempt_and_retries_it() -> Result<(), vigil::Error> {
    let through = plan(json!(["hang"])).await;
    let vigil = through.client().timeout(Duration::from_millis(500)).build()?;
    let health = operations_api::get_health(vigil.config()).await?;
    assert_eq!(serde_json::to_value(health.status).unwrap(), json!("ok"));
    assert_eq!(through.moves().await, ["hang", "forward"]);
    Ok(())
}

#[tokio::test]
async fn returns_a_timeout_when_no_attempt_is_answered() {
    let through = plan(json!(["hang", "hang"])).await;
    let vigil = through
        .client()
        .timeout(Duration::from_millis(200))
        .max_retries(1)
        .build()
        .unwrap();
    let error: vigil::Error = keys_api::list_keys(vigil.config(), None, None, None)
        .await
        .unwrap_err()
        .into();
    assert!(
        matches!(error, vigil::Error::Connection { timeout: true, .. }),
        "{error:?}"
    );
}

#[tokio::test]
async fn returns_a_connection_error_when_nothing_listens() {
    let vigil = Vigil::builder(&live().admin_key)
        .base_url("http://127.0.0.1:9")
        .max_retries(0)
        .build()
        .unwrap();
    let error: vigil::Error = keys_api::list_keys(vigil.config(), None, None, None)
        .await
        .unwrap_err()
        .into();
    assert!(
        matches!(error, vigil::Error::Connection { timeout: false, .. }),
        "{error:?}"
    );
}
