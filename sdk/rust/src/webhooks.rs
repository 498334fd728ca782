//! Verifying what Vigil delivers to a webhook endpoint. Deliveries are signed the Standard Webhooks
//! way (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,…`), so this is the
//! `standardwebhooks` crate with a typed helper on top.

use std::fmt;

use http::HeaderMap;
use standardwebhooks::{Webhook, WebhookError};
use vigil_api::models::WebhookEvent;

/// A delivery whose signature or timestamp is wrong, or whose body is no Vigil event (answer 400).
#[derive(Debug)]
pub enum WebhookVerificationError {
    /// The signature, timestamp or secret did not verify.
    Signature(WebhookError),
    /// The verified body is not an event Vigil sends.
    Payload(serde_json::Error),
}

impl fmt::Display for WebhookVerificationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Signature(error) => write!(f, "webhook not verified: {error}"),
            Self::Payload(error) => write!(f, "webhook payload is not a Vigil event: {error}"),
        }
    }
}

impl std::error::Error for WebhookVerificationError {}

/// The event type of an event, as Vigil writes it in `type`. The match has a branch for every
/// event the generated enum knows, so a new event in the API is a compile error here until it is
/// added to both functions.
pub fn event_type(event: &WebhookEvent) -> &'static str {
    match event {
        WebhookEvent::DetectionCreated(_) => "detection.created",
        WebhookEvent::DetectionRevised(_) => "detection.revised",
        WebhookEvent::ZoneEntered(_) => "zone.entered",
        WebhookEvent::ZoneExited(_) => "zone.exited",
        WebhookEvent::AssetDark(_) => "asset.dark",
        WebhookEvent::AssetLoitering(_) => "asset.loitering",
        WebhookEvent::AssetEncounter(_) => "asset.encounter",
        WebhookEvent::AssetSpeedAbove(_) => "asset.speed_above",
        WebhookEvent::AssetDistress(_) => "asset.distress",
        WebhookEvent::FeedSilent(_) => "feed.silent",
        WebhookEvent::FeedResumed(_) => "feed.resumed",
        WebhookEvent::ReportCompleted(_) => "report.completed",
        WebhookEvent::ThreatDetected(_) => "threat.detected",
        WebhookEvent::ActionExecuted(_) => "action.executed",
        WebhookEvent::ComplianceSarReady(_) => "compliance.sar_ready",
        WebhookEvent::ScreeningChanged(_) => "screening.changed",
        WebhookEvent::AgentAlert(_) => "agent.alert",
        WebhookEvent::WebhookTest(_) => "webhook.test",
    }
}

/// The event of a verified body. Not serde's own reading of the generated enum: it is tagged by
/// `type`, and serde hands each member's struct the body without `type`, which the struct requires.
fn parse_event(payload: &[u8]) -> Result<WebhookEvent, serde_json::Error> {
    use serde::de::Error as _;
    let value: serde_json::Value = serde_json::from_slice(payload)?;
    let kind = value
        .get("type")
        .and_then(serde_json::Value::as_str)
        .unwrap_or_default()
        .to_owned();
    let event = match kind.as_str() {
        "detection.created" => WebhookEvent::DetectionCreated(serde_json::from_value(value)?),
        "detection.revised" => WebhookEvent::DetectionRevised(serde_json::from_value(value)?),
        "zone.entered" => WebhookEvent::ZoneEntered(serde_json::from_value(value)?),
        "zone.exited" => WebhookEvent::ZoneExited(serde_json::from_value(value)?),
        "asset.dark" => WebhookEvent::AssetDark(serde_json::from_value(value)?),
        "asset.loitering" => WebhookEvent::AssetLoitering(serde_json::from_value(value)?),
        "asset.encounter" => WebhookEvent::AssetEncounter(serde_json::from_value(value)?),
        "asset.speed_above" => WebhookEvent::AssetSpeedAbove(serde_json::from_value(value)?),
        "asset.distress" => WebhookEvent::AssetDistress(serde_json::from_value(value)?),
        "feed.silent" => WebhookEvent::FeedSilent(serde_json::from_value(value)?),
        "feed.resumed" => WebhookEvent::FeedResumed(serde_json::from_value(value)?),
        "report.completed" => WebhookEvent::ReportCompleted(serde_json::from_value(value)?),
        "threat.detected" => WebhookEvent::ThreatDetected(serde_json::from_value(value)?),
        "action.executed" => WebhookEvent::ActionExecuted(serde_json::from_value(value)?),
        "compliance.sar_ready" => WebhookEvent::ComplianceSarReady(serde_json::from_value(value)?),
        "screening.changed" => WebhookEvent::ScreeningChanged(serde_json::from_value(value)?),
        "agent.alert" => WebhookEvent::AgentAlert(serde_json::from_value(value)?),
        "webhook.test" => WebhookEvent::WebhookTest(serde_json::from_value(value)?),
        other => return Err(serde_json::Error::custom(format!("unknown event type `{other}`"))),
    };
    debug_assert_eq!(event_type(&event), kind);
    Ok(event)
}

/// Checks a delivery's signature against the endpoint's secret (`whsec_…`; during a rotation either
/// secret matches) and its timestamp (within 5 minutes), then returns the event, an enum told apart
/// by `type`. Pass the body exactly as received, before any JSON parsing.
pub fn verify_webhook(
    secret: &str,
    payload: &[u8],
    headers: &HeaderMap,
) -> Result<WebhookEvent, WebhookVerificationError> {
    let webhook = Webhook::new(secret).map_err(WebhookVerificationError::Signature)?;
    webhook
        .verify(payload, headers)
        .map_err(WebhookVerificationError::Signature)?;
    parse_event(payload).map_err(WebhookVerificationError::Payload)
}

#[cfg(test)]
mod tests {
    use super::*;
    use vigil_api::models::WebhookEventSelector;

    #[test]
    fn reads_every_event_type_a_webhook_can_subscribe_to() {
        // Each selector but `*` is an event type; the generated enum lists every one of them.
        let selectors: Vec<WebhookEventSelector> = serde_json::from_value(serde_json::json!([
            "detection.created",
            "zone.entered",
            "zone.exited",
            "asset.dark",
            "asset.loitering",
            "asset.encounter",
            "asset.speed_above",
            "report.completed",
            "threat.detected",
            "action.executed",
            "compliance.sar_ready",
            "screening.changed",
            "agent.alert"
        ]))
        .unwrap();
        for selector in &selectors {
            let name = selector.to_string();
            // An empty event of the type fails on its missing fields, never on an unknown type.
            let error = parse_event(format!(r#"{{"type":"{name}"}}"#).as_bytes()).unwrap_err();
            assert!(!error.to_string().contains("unknown event type"), "{name}: {error}");
        }
        assert!(parse_event(br#"{"type":"no.such"}"#)
            .unwrap_err()
            .to_string()
            .contains("unknown event type"));
    }
}
