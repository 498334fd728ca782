// Package examples holds the five things every integration does, as docs/clients.md shows them
// (the regions between `// [doc:NAME]` and `// [/doc]` are the doc's snippets, checked to match).
// examples_test.go in the module's root runs each against a real Vigil.
package examples

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	"github.com/google/uuid"

	vigil "vigil.dev/sdk/go"
	"vigil.dev/sdk/go/api"
)

func Authenticate(apiKey, baseURL string) (*vigil.Client, error) {
	// [doc:authenticate]
	// An API key (vk_…) or an OAuth access token, sent as Authorization: Bearer ….
	client, err := vigil.New(apiKey, vigil.WithBaseURL(baseURL))
	// [/doc]
	return client, err
}

func Screen(ctx context.Context, client *vigil.Client, address string) (*api.WalletScreening, error) {
	// [doc:screen]
	// One key per logical request: a retry with it is answered once, never acted on twice.
	// (The client also adds one to every POST by itself and keeps it across its own retries.)
	key := uuid.NewString()
	answer, err := client.API.ScreenWalletWithResponse(ctx, &api.ScreenWalletParams{IdempotencyKey: &key},
		api.ScreenWalletRequest{Chain: "ethereum", Address: address})
	if err != nil {
		return nil, err
	}
	result := answer.JSON200
	fmt.Println(result.RiskCategory, result.RiskScore, result.SanctionsHit, result.MatchedLabels)
	// [/doc]
	return result, nil
}

func EverySite(ctx context.Context, client *vigil.Client) ([]string, error) {
	var ids []string
	// [doc:paginate]
	// Fetches page after page (100 sites each) as the loop goes.
	sites := vigil.All(ctx, func(ctx context.Context, cursor *string) ([]api.Site, vigil.Cursor, error) {
		limit := 100
		page, err := client.API.ListSitesWithResponse(ctx, &api.ListSitesParams{Limit: &limit, Cursor: cursor})
		if err != nil {
			return nil, nil, err
		}
		return page.JSON200.Data, page.JSON200.NextCursor, nil
	})
	for site, err := range sites {
		if err != nil {
			return nil, err
		}
		ids = append(ids, site.Id)
	}
	// [/doc]
	return ids, nil
}

func ReadSite(ctx context.Context, client *vigil.Client, siteID string) (string, error) {
	// [doc:problem]
	answer, err := client.API.GetSiteWithResponse(ctx, siteID)
	var problem *vigil.APIError
	switch {
	case errors.Is(err, vigil.ErrNotFound) && errors.As(err, &problem):
		fmt.Println(problem.Code, problem.Detail, problem.RequestID) // not_found, what to fix, the request id
	case errors.Is(err, vigil.ErrBadRequest) && errors.As(err, &problem):
		for _, field := range problem.Errors {
			fmt.Println(field.Pointer, field.Detail) // e.g. /path/id and why it is wrong
		}
	case err != nil:
		return "", err // another problem (*vigil.APIError) or no answer (*vigil.ConnectionError)
	default:
		name, _ := answer.JSON200.Name.Get() // "" for a site without a name (null)
		return name, nil
	}
	// [/doc]
	return "", nil
}

func Receive(secret string, body []byte, header http.Header) (string, error) {
	// [doc:webhook]
	// body: the raw bytes as received (before any JSON parsing); header: the request's headers.
	// A *vigil.WebhookVerificationError means the signature or timestamp is wrong (answer 400).
	event, err := vigil.VerifyWebhook(secret, body, header)
	if err != nil {
		return "", err
	}
	value, err := event.ValueByDiscriminator()
	if err != nil {
		return "", err
	}
	if threat, ok := value.(api.ThreatDetectedEvent); ok {
		fmt.Println(threat.Data.ThreatId, threat.Data.Severity)
	}
	eventType, _ := event.Discriminator()
	fmt.Println(eventType)
	// [/doc]
	return eventType, nil
}
