package examples

// The code README.md shows (the regions between `// [doc:NAME]` and `// [/doc]` are its snippets,
// checked to match by test/docs/client-snippets.test.ts), compiled by `go test ./...` in
// .ci/clients so that it cannot drift from the client.

// [doc:readme-imports]
import (
	vigil "vigil.dev/sdk/go"
	"vigil.dev/sdk/go/api"
)

// [/doc]
import (
	"context"
	"errors"
	"fmt"
	"net/http"
)

func ReadmeScreen(ctx context.Context) error {
	// [doc:readme-screen]
	client, err := vigil.New("vk_…", vigil.WithBaseURL("https://vigil.example.com"))
	if err != nil {
		return err
	}
	answer, err := client.API.ScreenWalletWithResponse(ctx, &api.ScreenWalletParams{},
		api.ScreenWalletRequest{Chain: "ethereum", Address: "0x8576acc5c05d6ce88f4e49bf65bdf0c62f91353c"})
	if err != nil {
		return err
	}
	fmt.Println(answer.JSON200.RiskCategory, answer.JSON200.RiskScore, answer.JSON200.SanctionsHit)
	// [/doc]
	return nil
}

func ReadmeProblem(err error) {
	// [doc:readme-problem]
	var problem *vigil.APIError
	if errors.As(err, &problem) {
		fmt.Println(problem.Status, problem.Code, problem.Detail, problem.RequestID)
		for _, field := range problem.Errors {
			fmt.Println(field.Pointer, field.Detail)
		}
	}
	// [/doc]
}

func ReadmeWebhook(secret string, rawBody []byte, w http.ResponseWriter, request *http.Request) {
	// [doc:readme-webhook]
	event, err := vigil.VerifyWebhook(secret, rawBody, request.Header)
	if err != nil { // a *vigil.WebhookVerificationError: answer 400
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	value, err := event.ValueByDiscriminator() // api.ThreatDetectedEvent, …
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if threat, ok := value.(api.ThreatDetectedEvent); ok {
		fmt.Println(threat.Data.ThreatId, threat.Data.Severity)
	}
	w.WriteHeader(http.StatusNoContent)
	// [/doc]
}
