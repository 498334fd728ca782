package vigil_test

// A real Vigil for the tests: the one named by VIGIL_BASE_URL, VIGIL_ADMIN_KEY and
// VIGIL_GATEWAY_URL (as .ci/clients starts it), or else one this test binary starts with
// sdk/scripts/live-vigil.ts (the repository's Node runs it) and stops at the end. Also helpers for
// keys made through the API, the gateway's fault plans, and a webhook receiver.

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"

	vigil "vigil.dev/sdk/go"
	"vigil.dev/sdk/go/api"
)

type liveVigil struct {
	BaseURL    string `json:"base_url"`
	AdminKey   string `json:"admin_key"`
	GatewayURL string `json:"gateway_url"`
}

var live liveVigil

func TestMain(m *testing.M) {
	os.Exit(run(m))
}

func run(m *testing.M) int {
	if url := os.Getenv("VIGIL_BASE_URL"); url != "" {
		live = liveVigil{BaseURL: url, AdminKey: os.Getenv("VIGIL_ADMIN_KEY"), GatewayURL: os.Getenv("VIGIL_GATEWAY_URL")}
		return m.Run()
	}
	repository, _ := filepath.Abs("../..")
	command := exec.Command(filepath.Join(repository, "node_modules", ".bin", "node"), filepath.Join(repository, "sdk", "scripts", "live-vigil.ts"))
	command.Dir = repository
	command.Stderr = os.Stderr
	stdin, _ := command.StdinPipe()
	stdout, _ := command.StdoutPipe()
	if err := command.Start(); err != nil {
		fmt.Fprintln(os.Stderr, "could not start sdk/scripts/live-vigil.ts (run `npm ci` at the repository root):", err)
		return 1
	}
	line, err := bufio.NewReader(stdout).ReadBytes('\n')
	if err == nil {
		err = json.Unmarshal(line, &live)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "sdk/scripts/live-vigil.ts did not start:", err)
		_ = command.Process.Kill()
		return 1
	}
	defer func() {
		stdin.Close()
		_ = command.Wait()
	}()
	return m.Run()
}

func newClient(t *testing.T, options ...vigil.Option) *vigil.Client {
	t.Helper()
	return newClientWithKey(t, live.AdminKey, options...)
}

func newClientWithKey(t *testing.T, key string, options ...vigil.Option) *vigil.Client {
	t.Helper()
	client, err := vigil.New(key, append([]vigil.Option{vigil.WithBaseURL(live.BaseURL)}, options...)...)
	if err != nil {
		t.Fatal(err)
	}
	return client
}

// newKey makes a key of the admin's workspace through the API: its id and secret.
func newKey(t *testing.T, scopes []api.Scope, rateLimit string) (string, string) {
	t.Helper()
	body := api.CreateKeyRequest{Name: "go sdk test", Scopes: scopes}
	if rateLimit != "" {
		body.RateLimit = &rateLimit
	}
	created, err := newClient(t).API.CreateKeyWithResponse(context.Background(), &api.CreateKeyParams{}, body)
	if err != nil {
		t.Fatal(err)
	}
	return created.JSON201.Id, *created.JSON201.Key
}

// plan is a path through the fault gateway that plays its moves to the requests sent through it.
type plan struct {
	ID      string `json:"id"`
	BaseURL string `json:"base_url"`
}

type loggedRequest struct {
	Method         string  `json:"method"`
	Path           string  `json:"path"`
	IdempotencyKey *string `json:"idempotency_key"`
	Move           string  `json:"move"`
}

func newPlan(t *testing.T, moves ...any) plan {
	t.Helper()
	if moves == nil {
		moves = []any{}
	}
	body, _ := json.Marshal(map[string]any{"moves": moves})
	response, err := http.Post(live.GatewayURL+"/plans", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer response.Body.Close()
	var created plan
	if err := json.NewDecoder(response.Body).Decode(&created); err != nil {
		t.Fatal(err)
	}
	return created
}

func (p plan) log(t *testing.T) []loggedRequest {
	t.Helper()
	response, err := http.Get(live.GatewayURL + "/plans/" + p.ID + "/log")
	if err != nil {
		t.Fatal(err)
	}
	defer response.Body.Close()
	var log struct {
		Requests []loggedRequest `json:"requests"`
	}
	if err := json.NewDecoder(response.Body).Decode(&log); err != nil {
		t.Fatal(err)
	}
	return log.Requests
}

func (p plan) moves(t *testing.T) []string {
	var moves []string
	for _, request := range p.log(t) {
		moves = append(moves, request.Move)
	}
	return moves
}

func problemMove(status int, code string, header map[string]string) map[string]any {
	body, _ := json.Marshal(map[string]any{
		"type": "urn:vigil:problem:" + code, "title": code, "status": status,
		"detail": fmt.Sprintf("a %d from the gateway", status), "code": code, "request_id": "gateway",
	})
	headers := map[string]string{"content-type": "application/problem+json"}
	for name, value := range header {
		headers[name] = value
	}
	return map[string]any{"status": status, "headers": headers, "body": string(body)}
}

// delivery is one POST a receiver got.
type delivery struct {
	Path   string
	Header http.Header
	Body   []byte
}

// receiver records the POSTs it receives on 127.0.0.1 and answers 204.
type receiver struct {
	*httptest.Server
	mu       sync.Mutex
	received []delivery
	arrived  chan struct{}
}

func newReceiver(t *testing.T) *receiver {
	r := &receiver{arrived: make(chan struct{}, 100)}
	r.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, request *http.Request) {
		body, _ := io.ReadAll(request.Body)
		r.mu.Lock()
		r.received = append(r.received, delivery{Path: request.URL.Path, Header: request.Header.Clone(), Body: body})
		r.mu.Unlock()
		r.arrived <- struct{}{}
		w.WriteHeader(http.StatusNoContent)
	}))
	t.Cleanup(r.Close)
	return r
}

func (r *receiver) next(t *testing.T, timeout time.Duration) delivery {
	t.Helper()
	select {
	case <-r.arrived:
	case <-time.After(timeout):
		t.Fatalf("no delivery arrived in %s", timeout)
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.received[len(r.received)-1]
}

func ethereumAddress() string {
	bytes := make([]byte, 20)
	_, _ = rand.Read(bytes)
	return "0x" + hex.EncodeToString(bytes)
}

func ptr[T any](value T) *T { return &value }
