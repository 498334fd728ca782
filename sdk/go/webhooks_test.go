package vigil_test

// Webhook verification: a real delivery from Vigil's worker to a receiver on 127.0.0.1 verifies
// with the endpoint's secret and comes back as its typed event; a changed body, another secret or
// a stale timestamp do not verify. Then the Standard Webhooks test vectors (../shared/data/webhooks).

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"

	vigil "vigil.dev/sdk/go"
	"vigil.dev/sdk/go/api"
)

var vectors = filepath.Join("..", "..", "..", "shared", "data", "webhooks")

func TestVerifiesARealDeliveryAndReturnsItsTypedEvent(t *testing.T) {
	ctx := context.Background()
	client := newClient(t)
	receiver := newReceiver(t)
	endpoint, err := client.API.CreateWebhookWithResponse(ctx, &api.CreateWebhookParams{},
		api.CreateWebhookRequest{Url: receiver.URL + "/vigil", Events: []api.WebhookEventSelector{"*"}})
	if err != nil {
		t.Fatal(err)
	}
	secret := *endpoint.JSON201.Secret
	if _, err := client.API.SendWebhookTestEventWithResponse(ctx, endpoint.JSON201.Id, &api.SendWebhookTestEventParams{}, api.SendWebhookTestEventRequest{}); err != nil {
		t.Fatal(err)
	}
	delivery := receiver.next(t, 15*time.Second)
	if delivery.Path != "/vigil" || !strings.HasPrefix(delivery.Header.Get("webhook-id"), "evt_") {
		t.Fatalf("delivery %+v", delivery)
	}

	event, err := vigil.VerifyWebhook(secret, delivery.Body, delivery.Header)
	if err != nil {
		t.Fatal(err)
	}
	value, err := event.ValueByDiscriminator()
	if err != nil {
		t.Fatal(err)
	}
	test, ok := value.(api.WebhookTestEvent)
	if !ok || test.Type != "webhook.test" || test.Data.EndpointId != endpoint.JSON201.Id {
		t.Fatalf("event %#v", value)
	}

	var failure *vigil.WebhookVerificationError
	if _, err := vigil.VerifyWebhook(secret, bytes.Replace(delivery.Body, []byte("webhook.test"), []byte("webhook.tesT"), 1), delivery.Header); !errors.As(err, &failure) {
		t.Fatalf("changed body: %v", err)
	}
	other, err := client.API.CreateWebhookWithResponse(ctx, &api.CreateWebhookParams{},
		api.CreateWebhookRequest{Url: receiver.URL + "/other", Events: []api.WebhookEventSelector{"*"}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := vigil.VerifyWebhook(*other.JSON201.Secret, delivery.Body, delivery.Header); !errors.As(err, &failure) {
		t.Fatalf("other secret: %v", err)
	}
}

func TestRefusesASignatureWhoseTimestampIsTooOld(t *testing.T) {
	secret := "whsec_YSBzZWNyZXQgb2YgdGhpcnR5LXR3byBieXRlcy4uLi4="
	body := []byte(`{"type":"webhook.test","timestamp":"2026-11-23T10:00:00.000Z","data":{}}`)
	stale := time.Now().Add(-10 * time.Minute)
	webhook, _ := standardwebhooks.NewWebhook(secret)
	signature, _ := webhook.Sign("evt_01h00000000000000000000000", stale, body)
	header := http.Header{}
	header.Set("webhook-id", "evt_01h00000000000000000000000")
	header.Set("webhook-timestamp", strconv.FormatInt(stale.Unix(), 10))
	header.Set("webhook-signature", signature)
	_, err := vigil.VerifyWebhook(secret, body, header)
	if !errors.Is(err, standardwebhooks.ErrMessageTooOld) {
		t.Fatalf("err %v", err)
	}
}

func signedHeader(id, timestamp, signature string) http.Header {
	header := http.Header{}
	header.Set("webhook-id", id)
	header.Set("webhook-timestamp", timestamp)
	header.Set("webhook-signature", signature)
	return header
}

func TestTheSharedSignatureVector(t *testing.T) {
	var list []struct {
		ID        string `json:"id"`
		Timestamp int64  `json:"timestamp"`
		Secret    string `json:"secret"`
		Payload   string `json:"payload"`
		Signature string `json:"signature"`
	}
	text, err := os.ReadFile(filepath.Join(vectors, "signatures.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(text, &list); err != nil || len(list) == 0 {
		t.Fatalf("%v %d", err, len(list))
	}
	for _, vector := range list {
		webhook, err := standardwebhooks.NewWebhook(vector.Secret)
		if err != nil {
			t.Fatal(err)
		}
		signature, _ := webhook.Sign(vector.ID, time.Unix(vector.Timestamp, 0), []byte(vector.Payload))
		if signature != vector.Signature {
			t.Fatalf("signed %s, want %s", signature, vector.Signature)
		}
		header := signedHeader(vector.ID, strconv.FormatInt(vector.Timestamp, 10), vector.Signature)
		if err := webhook.VerifyIgnoringTimestamp([]byte(vector.Payload), header); err != nil {
			t.Fatal(err)
		}
		// With the real clock the 2023 timestamp is far outside the 5-minute tolerance.
		if err := webhook.Verify([]byte(vector.Payload), header); !errors.Is(err, standardwebhooks.ErrMessageTooOld) {
			t.Fatalf("err %v", err)
		}
	}
}

func TestTheStandardWebhooksVectors(t *testing.T) {
	var file struct {
		Vectors []map[string]string `json:"vectors"`
	}
	text, err := os.ReadFile(filepath.Join(vectors, "standard-webhooks-vectors.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(text, &file); err != nil {
		t.Fatal(err)
	}
	byName := map[string]map[string]string{}
	for _, vector := range file.Vectors {
		byName[vector["name"]] = vector
	}
	known := byName["sign-known-answer"]
	webhook, err := standardwebhooks.NewWebhook(known["secret"])
	if err != nil {
		t.Fatal(err)
	}
	timestamp, _ := strconv.ParseInt(known["webhook-timestamp"], 10, 64)
	payload := []byte(known["payload"])
	signature, _ := webhook.Sign(known["webhook-id"], time.Unix(timestamp, 0), payload)
	if signature != known["expected_signature"] {
		t.Fatalf("signed %s", signature)
	}
	header := signedHeader(known["webhook-id"], known["webhook-timestamp"], known["expected_signature"])
	if err := webhook.VerifyIgnoringTimestamp(payload, header); err != nil {
		t.Fatal(err)
	}
	if err := webhook.Verify(payload, header); !errors.Is(err, standardwebhooks.ErrMessageTooOld) {
		t.Fatalf("err %v", err)
	}
	altered := byName["one-char-altered-signature"]
	if err := webhook.VerifyIgnoringTimestamp([]byte(altered["payload"]), signedHeader(known["webhook-id"], known["webhook-timestamp"], altered["signature_header"])); !errors.Is(err, standardwebhooks.ErrNoMatchingSignature) {
		t.Fatalf("altered: %v", err)
	}
	junk := byName["multi-signature-header-with-junk"]["junk_signature"]
	several := strings.Join([]string{junk, strings.Replace(junk, "v1,", "v2,", 1), known["expected_signature"], junk}, " ")
	if err := webhook.VerifyIgnoringTimestamp(payload, signedHeader(known["webhook-id"], known["webhook-timestamp"], several)); err != nil {
		t.Fatalf("several: %v", err)
	}
	onlyJunk := strings.Join([]string{junk, strings.Replace(junk, "v1,", "v2,", 1)}, " ")
	if err := webhook.VerifyIgnoringTimestamp(payload, signedHeader(known["webhook-id"], known["webhook-timestamp"], onlyJunk)); err == nil {
		t.Fatal("junk verified")
	}
}
