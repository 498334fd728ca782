// Package vigil is the Go client for Vigil: the operations and models generated from Vigil's
// OpenAPI document (package vigil.dev/sdk/go/api, by oapi-codegen), and this hand-written layer
// around them: bearer auth, typed problem errors, pagination, an Idempotency-Key on every POST kept
// across retries, retries with backoff and jitter, timeouts, and Standard Webhooks verification.
package vigil

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/google/uuid"

	"vigil.dev/sdk/go/api"
)

// DefaultBaseURL is where Vigil listens when started with its defaults.
const DefaultBaseURL = "http://127.0.0.1:8080"

// Client calls one Vigil with one credential. Every generated operation is a method of API:
//
//	answer, err := client.API.ScreenWalletWithResponse(ctx, &api.ScreenWalletParams{}, body)
//
// err is an *APIError for an error status (so answer.JSON200 is set when err is nil), or a
// *ConnectionError when no answer came.
type Client struct {
	API *api.ClientWithResponses
}

type settings struct {
	baseURL    string
	timeout    time.Duration
	maxRetries int
	httpClient *http.Client
	header     http.Header
}

// Option changes one setting of New.
type Option func(*settings)

// WithBaseURL sets where Vigil listens, e.g. https://vigil.example.com. Default DefaultBaseURL.
func WithBaseURL(url string) Option { return func(s *settings) { s.baseURL = url } }

// WithTimeout sets each attempt's time limit. Default DefaultTimeout. A deadline on the call's
// context bounds the whole call, retries included.
func WithTimeout(timeout time.Duration) Option { return func(s *settings) { s.timeout = timeout } }

// WithMaxRetries sets the retries after the first attempt. Default DefaultMaxRetries; 0 turns them off.
func WithMaxRetries(retries int) Option { return func(s *settings) { s.maxRetries = retries } }

// WithHTTPClient sets the http.Client that sends each attempt (a proxy, a client certificate for
// OAuth mTLS, a private CA). Its own Timeout should be zero: WithTimeout bounds each attempt.
func WithHTTPClient(client *http.Client) Option { return func(s *settings) { s.httpClient = client } }

// WithHeader adds a header to every request.
func WithHeader(name, value string) Option { return func(s *settings) { s.header.Add(name, value) } }

// New makes a client. apiKey is an API key (vk_…) or an OAuth access token: both are sent as
// Authorization: Bearer ….
func New(apiKey string, options ...Option) (*Client, error) {
	if apiKey == "" {
		return nil, errors.New("vigil: an API key (vk_…) or an access token is required")
	}
	s := settings{baseURL: DefaultBaseURL, timeout: DefaultTimeout, maxRetries: DefaultMaxRetries, header: http.Header{}}
	for _, option := range options {
		option(&s)
	}
	if s.httpClient == nil {
		s.httpClient = &http.Client{
			// Vigil answers, it does not redirect; a redirect is handed back as it is.
			CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
		}
	}
	s.header.Set("Authorization", "Bearer "+apiKey)
	doer := &transport{settings: s}
	generated, err := api.NewClientWithResponses(strings.TrimRight(s.baseURL, "/"), api.WithHTTPClient(doer))
	if err != nil {
		return nil, err
	}
	return &Client{API: generated}, nil
}

// transport sends each request the generated code makes: with the bearer token, an
// Idempotency-Key on every POST that has none (the same one on each retry, so a retry never
// doubles an effect), a time limit per attempt, and retries by the policy of retry.go. An error
// status comes back as an *APIError, so the generated code only sees successful answers.
type transport struct {
	settings
}

func (t *transport) Do(request *http.Request) (*http.Response, error) {
	for name, values := range t.header {
		request.Header[name] = values
	}
	if request.Method == http.MethodPost && request.Header.Get("Idempotency-Key") == "" {
		request.Header.Set("Idempotency-Key", uuid.NewString())
	}
	var payload []byte
	if request.Body != nil {
		read, err := io.ReadAll(request.Body)
		request.Body.Close()
		if err != nil {
			return nil, err
		}
		payload = read
	}
	state := retryState{method: request.Method, maxRetries: t.maxRetries}
	for {
		response, body, err := t.attempt(request, payload)
		var delay time.Duration
		var again bool
		switch {
		case err != nil:
			if request.Context().Err() != nil {
				// The caller's own cancellation or deadline ends the call as it is.
				return nil, request.Context().Err()
			}
			delay, again = delayAfterNoAnswer(&state)
			state.uncertain = true
		case response.StatusCode < 400:
			response.Body = io.NopCloser(bytes.NewReader(body))
			return response, nil
		default:
			apiErr := newAPIError(response, body)
			err = apiErr
			delay, again = delayAfterError(apiErr, &state)
			if response.StatusCode >= 500 {
				state.uncertain = true
			}
		}
		if !again {
			return nil, err
		}
		select {
		case <-time.After(delay):
		case <-request.Context().Done():
			return nil, request.Context().Err()
		}
		state.retry++
	}
}

// attempt sends the request once and reads the whole answer within the time limit.
func (t *transport) attempt(request *http.Request, payload []byte) (*http.Response, []byte, error) {
	ctx, cancel := context.WithTimeout(request.Context(), t.timeout)
	defer cancel()
	once := request.Clone(ctx)
	if payload != nil {
		once.Body = io.NopCloser(bytes.NewReader(payload))
		once.ContentLength = int64(len(payload))
	}
	noAnswer := func(err error) error {
		timedOut := errors.Is(ctx.Err(), context.DeadlineExceeded) && request.Context().Err() == nil
		return &ConnectionError{Method: request.Method, Path: request.URL.Path, Timeout: timedOut, Err: err}
	}
	response, err := t.httpClient.Do(once)
	if err != nil {
		return nil, nil, noAnswer(err)
	}
	defer response.Body.Close()
	body, err := io.ReadAll(response.Body)
	if err != nil {
		return nil, nil, noAnswer(err)
	}
	return response, body, nil
}
