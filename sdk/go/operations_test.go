package vigil_test

// The client against a real Vigil: typed answers, typed problem errors, pagination across pages,
// and screening a wallet that a sanctions label names and one that nothing names.

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/oapi-codegen/nullable"
	vigil "vigil.dev/sdk/go"
	"vigil.dev/sdk/go/api"
)

const missingSiteID = "site_01h00000000000000000000000"

func TestCreatesAndReadsASite(t *testing.T) {
	ctx := context.Background()
	client := newClient(t)
	created, err := client.API.CreateSiteWithResponse(ctx, &api.CreateSiteParams{}, api.CreateSiteRequest{
		Name: ptr("Port of Rotterdam"), Coordinates: []float64{4.1, 51.95}, RadiusM: ptr(2500.0),
	})
	if err != nil {
		t.Fatal(err)
	}
	site := created.JSON201
	if !strings.HasPrefix(site.Id, "site_") || site.Status != "active" {
		t.Fatalf("created %+v", site)
	}
	read, err := client.API.GetSiteWithResponse(ctx, site.Id)
	if err != nil {
		t.Fatal(err)
	}
	if name, _ := read.JSON200.Name.Get(); read.JSON200.Id != site.Id || name != "Port of Rotterdam" {
		t.Fatalf("read %+v", read.JSON200)
	}
	if area := math.Pi * 2.5 * 2.5; math.Abs(read.JSON200.AreaKm2-area)/area > 0.01 {
		t.Fatalf("area %v, want about %v", read.JSON200.AreaKm2, area)
	}
}

// "null clears the field": a PATCH through the typed model sends null for a nullable.Nullable set
// to null, leaves out one left unspecified, and the site's name is then null.
func TestClearsASiteNameThroughTheTypedModel(t *testing.T) {
	ctx := context.Background()
	client := newClient(t)
	created, err := client.API.CreateSiteWithResponse(ctx, &api.CreateSiteParams{}, api.CreateSiteRequest{
		Name: ptr("to be cleared"), Coordinates: []float64{4.2, 51.9}, Metadata: &map[string]interface{}{"berth": "7"},
	})
	if err != nil {
		t.Fatal(err)
	}
	updated, err := client.API.UpdateSiteWithResponse(ctx, created.JSON201.Id,
		api.UpdateSiteRequest{Name: nullable.NewNullNullable[string]()})
	if err != nil {
		t.Fatal(err)
	}
	if !updated.JSON200.Name.IsNull() {
		t.Fatalf("name after the clear: %+v", updated.JSON200.Name)
	}
	// The field left unspecified was not sent, so the metadata stayed.
	if metadata, _ := updated.JSON200.Metadata.Get(); metadata["berth"] != "7" {
		t.Fatalf("metadata after the clear: %+v", updated.JSON200.Metadata)
	}
	read, err := client.API.GetSiteWithResponse(ctx, created.JSON201.Id)
	if err != nil || !read.JSON200.Name.IsNull() {
		t.Fatalf("%v %+v", err, read.JSON200)
	}
}

func TestPagesThroughAListOfMoreThanOnePage(t *testing.T) {
	ctx := context.Background()
	client := newClient(t)
	created := map[string]bool{}
	for i := range 5 {
		answer, err := client.API.CreateSiteWithResponse(ctx, &api.CreateSiteParams{}, api.CreateSiteRequest{
			Name: ptr(fmt.Sprintf("page %d", i)), Coordinates: []float64{float64(10 + i), 50},
		})
		if err != nil {
			t.Fatal(err)
		}
		created[answer.JSON201.Id] = true
	}
	pages := 0
	var last vigil.Cursor
	fetch := func(ctx context.Context, cursor *string) ([]api.Site, vigil.Cursor, error) {
		answer, err := client.API.ListSitesWithResponse(ctx, &api.ListSitesParams{Limit: ptr(2), Cursor: cursor})
		if err != nil {
			return nil, nil, err
		}
		pages++
		last = answer.JSON200.NextCursor
		return answer.JSON200.Data, answer.JSON200.NextCursor, nil
	}
	var seen []string
	for site, err := range vigil.All(ctx, fetch) {
		if err != nil {
			t.Fatal(err)
		}
		seen = append(seen, site.Id)
	}
	for id := range created {
		if !slices.Contains(seen, id) {
			t.Fatalf("%s not among %v", id, seen)
		}
	}
	if pages < 3 || !last.IsNull() {
		t.Fatalf("%d pages, last cursor %v", pages, last)
	}
	// Stopping early fetches no further page.
	pages = 0
	for range vigil.All(ctx, fetch) {
		break
	}
	if pages != 1 {
		t.Fatalf("%d pages fetched for one item", pages)
	}
}

func TestScreensAWalletThatASanctionsLabelNames(t *testing.T) {
	ctx := context.Background()
	client := newClient(t)
	address := ethereumAddress()
	if _, err := client.API.CreateLabelWithResponse(ctx, &api.CreateLabelParams{}, api.CreateLabelRequest{
		Chain: "ethereum", Address: address, Label: "Test sanctioned entity", Category: "sanctioned",
	}); err != nil {
		t.Fatal(err)
	}
	answer, err := client.API.ScreenWalletWithResponse(ctx, &api.ScreenWalletParams{}, api.ScreenWalletRequest{Chain: "ETH", Address: address})
	if err != nil {
		t.Fatal(err)
	}
	hit := answer.JSON200
	if !hit.SanctionsHit || hit.RiskCategory != "severe" || hit.RiskScore != 100 {
		t.Fatalf("hit %+v", hit)
	}
	if !slices.Equal(hit.MatchedLabels, []string{"Test sanctioned entity"}) || hit.Matches[0].Exposure != "ownership" {
		t.Fatalf("matches %+v", hit.Matches)
	}
}

func TestScreensAWalletThatNothingNames(t *testing.T) {
	answer, err := newClient(t).API.ScreenWalletWithResponse(context.Background(), &api.ScreenWalletParams{},
		api.ScreenWalletRequest{Chain: "ethereum", Address: ethereumAddress()})
	if err != nil {
		t.Fatal(err)
	}
	miss := answer.JSON200
	if miss.SanctionsHit || miss.RiskCategory != "none" || miss.RiskScore != 0 || len(miss.MatchedLabels) != 0 {
		t.Fatalf("miss %+v", miss)
	}
	if !strings.HasPrefix(miss.Id, "scr_") {
		t.Fatalf("id %s", miss.Id)
	}
}

func TestReturnsNotFoundWithTheProblemDocument(t *testing.T) {
	_, err := newClient(t).API.GetSiteWithResponse(context.Background(), missingSiteID)
	if !errors.Is(err, vigil.ErrNotFound) {
		t.Fatalf("err %v", err)
	}
	var problem *vigil.APIError
	if !errors.As(err, &problem) {
		t.Fatalf("err %T", err)
	}
	if problem.Status != 404 || problem.Code != "not_found" || !strings.Contains(problem.Detail, missingSiteID) || problem.RequestID == "" {
		t.Fatalf("problem %+v", problem)
	}
	if problem.Problem == nil || problem.Problem.Type != "urn:vigil:problem:not_found" {
		t.Fatalf("document %+v", problem.Problem)
	}
}

func TestReturnsBadRequestWhoseErrorsPointAtTheBadField(t *testing.T) {
	_, err := newClient(t).API.ScreenWalletWithResponse(context.Background(), &api.ScreenWalletParams{},
		api.ScreenWalletRequest{Chain: "ethereum", Address: "not an address"})
	var problem *vigil.APIError
	if !errors.As(err, &problem) || !errors.Is(err, vigil.ErrBadRequest) {
		t.Fatalf("err %v", err)
	}
	if problem.Code != "validation_failed" {
		t.Fatalf("code %s", problem.Code)
	}
	pointers := []string{}
	for _, field := range problem.Errors {
		pointers = append(pointers, field.Pointer)
	}
	if !slices.Contains(pointers, "/address") {
		t.Fatalf("pointers %v", pointers)
	}
}

func TestReturnsAuthenticationAndPermissionErrors(t *testing.T) {
	ctx := context.Background()
	_, err := newClientWithKey(t, "vk_not_a_key").API.ListKeysWithResponse(ctx, &api.ListKeysParams{})
	if !errors.Is(err, vigil.ErrUnauthenticated) {
		t.Fatalf("err %v", err)
	}
	_, secret := newKey(t, []api.Scope{"screening:read"}, "")
	_, err = newClientWithKey(t, secret).API.GetSiteWithResponse(ctx, missingSiteID)
	var problem *vigil.APIError
	if !errors.Is(err, vigil.ErrForbidden) || !errors.As(err, &problem) || !strings.Contains(problem.Detail, "sites:read") {
		t.Fatalf("err %v", err)
	}
}

func TestSendsNMEALinesAsText(t *testing.T) {
	answer, err := newClient(t).API.IngestNmeaWithTextBodyWithResponse(context.Background(), &api.IngestNmeaParams{},
		"!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4A\nnot nmea\n")
	if err != nil {
		t.Fatal(err)
	}
	if answer.JSON200.Accepted != 1 || answer.JSON200.Rejected != 1 {
		t.Fatalf("ingest %+v", answer.JSON200)
	}
}
