package vigil_test

// Retries, idempotency and timeouts against a real Vigil: a key with a tiny rate limit for 429 and
// Retry-After, and the fault gateway in front of Vigil for 5xx answers, lost answers and silence.

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/oapi-codegen/nullable"
	vigil "vigil.dev/sdk/go"
	"vigil.dev/sdk/go/api"
)

func labelRequest(address, label string) api.CreateLabelRequest {
	return api.CreateLabelRequest{Chain: "ethereum", Address: address, Label: label, Category: "fraud"}
}

func TestWaitsWhatRetryAfterSaysThenRetriesA429(t *testing.T) {
	ctx := context.Background()
	keyID, secret := newKey(t, []api.Scope{"keys:read"}, "1/2")
	through := newPlan(t) // forwards everything, and logs what the client sent
	client := newClientWithKey(t, secret, vigil.WithBaseURL(through.BaseURL))
	if _, err := client.API.GetKeyWithResponse(ctx, keyID); err != nil {
		t.Fatal(err)
	}
	started := time.Now()
	answer, err := client.API.GetKeyWithResponse(ctx, keyID)
	if err != nil || answer.JSON200.Id != keyID {
		t.Fatalf("%v %v", answer, err)
	}
	if waited := time.Since(started); waited < time.Second {
		t.Fatalf("retried after %s", waited)
	}
	if log := through.log(t); len(log) != 3 {
		t.Fatalf("log %+v", log)
	}
}

func TestReturnsRateLimitedWithTheWaitWhenRetriesAreOff(t *testing.T) {
	ctx := context.Background()
	keyID, secret := newKey(t, []api.Scope{"keys:read"}, "1/60")
	client := newClientWithKey(t, secret, vigil.WithMaxRetries(0))
	if _, err := client.API.GetKeyWithResponse(ctx, keyID); err != nil {
		t.Fatal(err)
	}
	_, err := client.API.GetKeyWithResponse(ctx, keyID)
	var problem *vigil.APIError
	if !errors.Is(err, vigil.ErrRateLimited) || !errors.As(err, &problem) || problem.Code != "rate_limited" {
		t.Fatalf("err %v", err)
	}
	if wait, ok := problem.RetryAfter(); !ok || wait <= time.Second {
		t.Fatalf("retry after %s %v", wait, ok)
	}
}

func TestDoesNotWaitForARetryAfterLongerThanTheCap(t *testing.T) {
	through := newPlan(t, problemMove(429, "rate_limited", map[string]string{"retry-after": "3600"}))
	started := time.Now()
	_, err := newClient(t, vigil.WithBaseURL(through.BaseURL)).API.ListKeysWithResponse(context.Background(), &api.ListKeysParams{})
	var problem *vigil.APIError
	if !errors.As(err, &problem) || !errors.Is(err, vigil.ErrRateLimited) {
		t.Fatalf("err %v", err)
	}
	if wait, _ := problem.RetryAfter(); wait != time.Hour || len(through.log(t)) != 1 || time.Since(started) > time.Second {
		t.Fatalf("wait %s, %d requests", wait, len(through.log(t)))
	}
}

func TestRetriesAGetWithBackoffUntilItSucceeds(t *testing.T) {
	through := newPlan(t, problemMove(503, "unavailable", nil), problemMove(503, "unavailable", nil))
	answer, err := newClient(t, vigil.WithBaseURL(through.BaseURL)).API.ListKeysWithResponse(context.Background(), &api.ListKeysParams{})
	if err != nil || len(answer.JSON200.Data) == 0 {
		t.Fatalf("%v", err)
	}
	if moves := fmt.Sprint(through.moves(t)); moves != "[503 503 forward]" {
		t.Fatalf("moves %s", moves)
	}
}

func TestGivesUpAfterMaxRetries(t *testing.T) {
	through := newPlan(t, problemMove(500, "internal", nil), problemMove(500, "internal", nil), problemMove(500, "internal", nil))
	_, err := newClient(t, vigil.WithBaseURL(through.BaseURL), vigil.WithMaxRetries(1)).API.ListKeysWithResponse(context.Background(), &api.ListKeysParams{})
	if !errors.Is(err, vigil.ErrServer) || len(through.log(t)) != 2 {
		t.Fatalf("err %v after %d requests", err, len(through.log(t)))
	}
}

func TestAnIdempotentRetryAfterALostAnswerIsAnsweredOnce(t *testing.T) {
	ctx := context.Background()
	through := newPlan(t, "lose-answer")
	address := ethereumAddress()
	answer, err := newClient(t, vigil.WithBaseURL(through.BaseURL)).API.CreateLabelWithResponse(ctx, &api.CreateLabelParams{}, labelRequest(address, "once"))
	if err != nil {
		t.Fatal(err)
	}
	log := through.log(t)
	if len(log) != 2 || log[0].Move != "lose-answer" || log[1].Move != "forward" {
		t.Fatalf("log %+v", log)
	}
	if log[0].IdempotencyKey == nil || log[1].IdempotencyKey == nil || *log[0].IdempotencyKey != *log[1].IdempotencyKey {
		t.Fatalf("keys %v %v", log[0].IdempotencyKey, log[1].IdempotencyKey)
	}
	// Vigil made the label on the first attempt and replayed it to the retry: there is one.
	direct := newClient(t)
	var ids []string
	for label, err := range vigil.All(ctx, func(ctx context.Context, cursor *string) ([]api.Label, vigil.Cursor, error) {
		page, err := direct.API.ListLabelsWithResponse(ctx, &api.ListLabelsParams{Limit: ptr(200), Cursor: cursor})
		if err != nil {
			return nil, nil, err
		}
		return page.JSON200.Data, page.JSON200.NextCursor, nil
	}) {
		if err != nil {
			t.Fatal(err)
		}
		if label.Address == address {
			ids = append(ids, label.Id)
		}
	}
	if len(ids) != 1 || ids[0] != answer.JSON201.Id {
		t.Fatalf("labels %v, answer %s", ids, answer.JSON201.Id)
	}
}

func TestReplaysAPostRepeatedWithTheSameKeyAndRefusesAnotherBody(t *testing.T) {
	ctx := context.Background()
	client := newClient(t)
	key := "go-" + ethereumAddress()[2:18]
	address := ethereumAddress()
	first, err := client.API.CreateLabelWithResponse(ctx, &api.CreateLabelParams{IdempotencyKey: &key}, labelRequest(address, "one"))
	if err != nil {
		t.Fatal(err)
	}
	again, err := client.API.CreateLabelWithResponse(ctx, &api.CreateLabelParams{IdempotencyKey: &key}, labelRequest(address, "one"))
	if err != nil || !reflect.DeepEqual(*again.JSON201, *first.JSON201) || again.HTTPResponse.Header.Get("Idempotent-Replayed") != "true" {
		t.Fatalf("%v %+v", err, again)
	}
	_, err = client.API.CreateLabelWithResponse(ctx, &api.CreateLabelParams{IdempotencyKey: &key}, labelRequest(address, "another"))
	if !errors.Is(err, vigil.ErrIdempotencyMismatch) {
		t.Fatalf("err %v", err)
	}
}

func TestSendsANewKeyForEachCall(t *testing.T) {
	through := newPlan(t)
	client := newClient(t, vigil.WithBaseURL(through.BaseURL))
	for _, title := range []string{"one", "two"} {
		if _, err := client.API.CreateCaseWithResponse(context.Background(), &api.CreateCaseParams{}, api.CreateCaseRequest{Title: title}); err != nil {
			t.Fatal(err)
		}
	}
	log := through.log(t)
	if len(log) != 2 || log[0].IdempotencyKey == nil || log[1].IdempotencyKey == nil || *log[0].IdempotencyKey == *log[1].IdempotencyKey {
		t.Fatalf("log %+v", log)
	}
}

func TestNeverRepeatsAPatch(t *testing.T) {
	ctx := context.Background()
	endpoint, err := newClient(t).API.CreateWebhookWithResponse(ctx, &api.CreateWebhookParams{},
		api.CreateWebhookRequest{Url: "https://hooks.example.com/vigil", Events: []api.WebhookEventSelector{"*"}})
	if err != nil {
		t.Fatal(err)
	}
	through := newPlan(t, problemMove(500, "internal", nil), problemMove(500, "internal", nil))
	_, err = newClient(t, vigil.WithBaseURL(through.BaseURL)).API.UpdateWebhookWithResponse(ctx, endpoint.JSON201.Id, api.UpdateWebhookRequest{Description: nullable.NewNullableWithValue("x")})
	if !errors.Is(err, vigil.ErrServer) || len(through.log(t)) != 1 {
		t.Fatalf("err %v after %d requests", err, len(through.log(t)))
	}
}

func TestTimesOutAnAttemptAndRetriesIt(t *testing.T) {
	through := newPlan(t, "hang")
	answer, err := newClient(t, vigil.WithBaseURL(through.BaseURL), vigil.WithTimeout(500*time.Millisecond)).API.GetHealthWithResponse(context.Background())
	if err != nil || answer.JSON200.Status != "ok" {
		t.Fatalf("%v", err)
	}
	if moves := fmt.Sprint(through.moves(t)); moves != "[hang forward]" {
		t.Fatalf("moves %s", moves)
	}
}

func TestReturnsATimeoutWhenNoAttemptIsAnswered(t *testing.T) {
	through := newPlan(t, "hang", "hang")
	_, err := newClient(t, vigil.WithBaseURL(through.BaseURL), vigil.WithTimeout(200*time.Millisecond), vigil.WithMaxRetries(1)).
		API.ListKeysWithResponse(context.Background(), &api.ListKeysParams{})
	if !errors.Is(err, vigil.ErrTimeout) || !errors.Is(err, vigil.ErrConnection) {
		t.Fatalf("err %v", err)
	}
}

func TestReturnsAConnectionErrorWhenNothingListens(t *testing.T) {
	_, err := newClient(t, vigil.WithBaseURL("http://127.0.0.1:9"), vigil.WithMaxRetries(0)).API.ListKeysWithResponse(context.Background(), &api.ListKeysParams{})
	if !errors.Is(err, vigil.ErrConnection) || errors.Is(err, vigil.ErrTimeout) {
		t.Fatalf("err %v", err)
	}
}

func TestStopsAtOnceWhenTheCallerCancels(t *testing.T) {
	through := newPlan(t, "hang")
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	_, err := newClient(t, vigil.WithBaseURL(through.BaseURL)).API.ListKeysWithResponse(ctx, &api.ListKeysParams{})
	if !errors.Is(err, context.DeadlineExceeded) || len(through.log(t)) != 1 {
		t.Fatalf("err %v", err)
	}
}
