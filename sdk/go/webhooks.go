package vigil

// Verifying what Vigil delivers to a webhook endpoint. Deliveries are signed the Standard Webhooks
// way (webhook-id, webhook-timestamp, webhook-signature: v1,…), so this is the standardwebhooks
// library with a typed helper on top.

import (
	"fmt"
	"net/http"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"

	"vigil.dev/sdk/go/api"
)

// WebhookVerificationError is a delivery whose signature or timestamp is wrong (answer 400).
type WebhookVerificationError struct{ Err error }

func (e *WebhookVerificationError) Error() string {
	return "vigil: webhook not verified: " + e.Err.Error()
}
func (e *WebhookVerificationError) Unwrap() error { return e.Err }

// VerifyWebhook checks a delivery's signature against the endpoint's secret (whsec_…; during a
// rotation either secret matches) and its timestamp (within 5 minutes), then returns the event.
// Pass the body exactly as received, before any JSON parsing. The event's ValueByDiscriminator
// gives the typed event (api.ThreatDetectedEvent, …).
func VerifyWebhook(secret string, payload []byte, header http.Header) (api.WebhookEvent, error) {
	var event api.WebhookEvent
	webhook, err := standardwebhooks.NewWebhook(secret)
	if err != nil {
		return event, fmt.Errorf("vigil: the webhook secret is not a whsec_ secret: %w", err)
	}
	if err := webhook.Verify(payload, header); err != nil {
		return event, &WebhookVerificationError{Err: err}
	}
	if err := event.UnmarshalJSON(payload); err != nil {
		return event, &WebhookVerificationError{Err: err}
	}
	if _, err := event.Discriminator(); err != nil {
		return event, &WebhookVerificationError{Err: err}
	}
	return event, nil
}
