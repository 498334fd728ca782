package vigil_test

// The five tasks of docs/clients.md (examples/fivetasks.go) against a real Vigil.

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	vigil "vigil.dev/sdk/go"
	"vigil.dev/sdk/go/api"
	"vigil.dev/sdk/go/examples"
)

func TestTheFiveTasks(t *testing.T) {
	ctx := context.Background()
	client, err := examples.Authenticate(live.AdminKey, live.BaseURL)
	if err != nil {
		t.Fatal(err)
	}

	result, err := examples.Screen(ctx, client, ethereumAddress())
	if err != nil || result.SanctionsHit || result.RiskCategory != "none" {
		t.Fatalf("%v %+v", err, result)
	}

	site, err := client.API.CreateSiteWithResponse(ctx, &api.CreateSiteParams{}, api.CreateSiteRequest{Name: ptr("example"), Coordinates: []float64{3, 51}})
	if err != nil {
		t.Fatal(err)
	}
	ids, err := examples.EverySite(ctx, client)
	if err != nil || !slices.Contains(ids, site.JSON201.Id) {
		t.Fatalf("%v %v", err, ids)
	}
	if name, err := examples.ReadSite(ctx, client, site.JSON201.Id); err != nil || name != "example" {
		t.Fatalf("%v %q", err, name)
	}
	unnamed, err := client.API.CreateSiteWithResponse(ctx, &api.CreateSiteParams{}, api.CreateSiteRequest{Coordinates: []float64{3, 51}})
	if err != nil {
		t.Fatal(err)
	}
	if name, err := examples.ReadSite(ctx, client, unnamed.JSON201.Id); err != nil || name != "" {
		t.Fatalf("%v %q", err, name)
	}
	if name, err := examples.ReadSite(ctx, client, missingSiteID); err != nil || name != "" {
		t.Fatalf("%v %q", err, name)
	}
	if name, err := examples.ReadSite(ctx, client, "not-an-id"); err != nil || name != "" {
		t.Fatalf("%v %q", err, name)
	}

	receiver := newReceiver(t)
	endpoint, err := client.API.CreateWebhookWithResponse(ctx, &api.CreateWebhookParams{},
		api.CreateWebhookRequest{Url: receiver.URL + "/hooks", Events: []api.WebhookEventSelector{"*"}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := client.API.SendWebhookTestEventWithResponse(ctx, endpoint.JSON201.Id, &api.SendWebhookTestEventParams{}, api.SendWebhookTestEventRequest{}); err != nil {
		t.Fatal(err)
	}
	delivery := receiver.next(t, 15*time.Second)
	if eventType, err := examples.Receive(*endpoint.JSON201.Secret, delivery.Body, delivery.Header); err != nil || eventType != "webhook.test" {
		t.Fatalf("%v %q", err, eventType)
	}
	var failure *vigil.WebhookVerificationError
	if _, err := examples.Receive(*endpoint.JSON201.Secret, append(delivery.Body, ' '), delivery.Header); !errors.As(err, &failure) {
		t.Fatalf("err %v", err)
	}
}
