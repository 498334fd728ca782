package vigil

// What the client returns as errors. An answer with an error status is an *APIError carrying the
// problem document (Code, Detail, Errors, RequestID); errors.Is tells its kind (ErrNotFound, …). A
// request that got no answer is a *ConnectionError (errors.Is(err, ErrTimeout) when time ran out).

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"vigil.dev/sdk/go/api"
)

// Kinds of error, for errors.Is.
var (
	// ErrBadRequest: 400, the request is not valid (validation_failed, malformed_json); see Errors.
	ErrBadRequest = errors.New("vigil: bad request")
	// ErrUnauthenticated: 401, no valid API key or access token (unauthenticated).
	ErrUnauthenticated = errors.New("vigil: unauthenticated")
	// ErrForbidden: 403, the key lacks the scope the operation needs (forbidden).
	ErrForbidden = errors.New("vigil: forbidden")
	// ErrNotFound: 404, no such resource in this workspace (not_found).
	ErrNotFound = errors.New("vigil: not found")
	// ErrConflict: 409, conflicts with the resource's state (conflict).
	ErrConflict = errors.New("vigil: conflict")
	// ErrIdempotencyMismatch: 422, the Idempotency-Key was already used with another request.
	ErrIdempotencyMismatch = errors.New("vigil: idempotency key reused with another request")
	// ErrRateLimited: 429, the key's rate limit is spent (rate_limited); see RetryAfter.
	ErrRateLimited = errors.New("vigil: rate limited")
	// ErrServer: 5xx, Vigil failed (internal) or is unavailable (unavailable).
	ErrServer = errors.New("vigil: server error")
	// ErrConnection: no answer came (the connection failed or was cut, or time ran out).
	ErrConnection = errors.New("vigil: no answer")
	// ErrTimeout: no answer came within the timeout.
	ErrTimeout = errors.New("vigil: timed out")
)

var kindByStatus = map[int]error{
	400: ErrBadRequest,
	401: ErrUnauthenticated,
	403: ErrForbidden,
	404: ErrNotFound,
	409: ErrConflict,
	422: ErrIdempotencyMismatch,
	429: ErrRateLimited,
}

// APIError is an answer with an error status.
type APIError struct {
	// Status is the HTTP status.
	Status int
	// Code is the stable error code (see Vigil's docs/errors.md); "unknown" when the body was no problem document.
	Code string
	// Detail says what went wrong and what to fix.
	Detail string
	// Errors, with validation_failed: each invalid part of the request, as a JSON Pointer and a detail.
	Errors []api.FieldError
	// RequestID is the request id, to quote when asking for help.
	RequestID string
	// Problem is the whole problem document, when the body was one.
	Problem *api.Problem
	Header  http.Header
}

func (e *APIError) Error() string {
	return fmt.Sprintf("vigil: %d %s: %s", e.Status, e.Code, e.Detail)
}

// Is reports whether the error is of the kind target names (ErrNotFound, ErrServer, …).
func (e *APIError) Is(target error) bool {
	if kind, ok := kindByStatus[e.Status]; ok {
		return target == kind
	}
	return target == ErrServer && e.Status >= 500
}

// RetryAfter is how long Vigil asked the client to wait (429), from Retry-After; false without one.
func (e *APIError) RetryAfter() (time.Duration, bool) {
	return retryAfter(e.Header, time.Now())
}

func newAPIError(response *http.Response, body []byte) *APIError {
	err := &APIError{Status: response.StatusCode, Code: "unknown", Header: response.Header}
	var problem api.Problem
	if json.Unmarshal(body, &problem) == nil && problem.Code != "" && problem.Detail != "" && problem.Status != 0 {
		err.Problem = &problem
		err.Code = string(problem.Code)
		err.Detail = problem.Detail
		err.RequestID = problem.RequestId
		if problem.Errors != nil {
			err.Errors = *problem.Errors
		}
		return err
	}
	err.RequestID = response.Header.Get("X-Request-Id")
	// The token endpoint answers RFC 6749 §5.2 errors, {error, error_description}.
	var oauth struct {
		Error       string `json:"error"`
		Description string `json:"error_description"`
	}
	switch text := strings.TrimSpace(string(body)); {
	case json.Unmarshal(body, &oauth) == nil && oauth.Error != "" && oauth.Description != "":
		err.Detail = oauth.Error + ": " + oauth.Description
	case json.Unmarshal(body, &oauth) == nil && oauth.Error != "":
		err.Detail = oauth.Error
	case text != "":
		err.Detail = text[:min(len(text), 500)]
	default:
		err.Detail = http.StatusText(response.StatusCode)
	}
	return err
}

// ConnectionError is a request that got no answer.
type ConnectionError struct {
	Method string
	Path   string
	// Timeout is true when no answer came within the timeout.
	Timeout bool
	Err     error
}

func (e *ConnectionError) Error() string {
	if e.Timeout {
		return fmt.Sprintf("vigil: no answer in time (%s %s): %v", e.Method, e.Path, e.Err)
	}
	return fmt.Sprintf("vigil: the request failed before an answer came (%s %s): %v", e.Method, e.Path, e.Err)
}

func (e *ConnectionError) Unwrap() error { return e.Err }

// Is reports ErrConnection for any ConnectionError, and ErrTimeout when time ran out.
func (e *ConnectionError) Is(target error) bool {
	return target == ErrConnection || (target == ErrTimeout && e.Timeout)
}

// retryAfter reads Retry-After as delay-seconds or an HTTP date (RFC 9110 §10.2.3).
func retryAfter(header http.Header, now time.Time) (time.Duration, bool) {
	value := strings.TrimSpace(header.Get("Retry-After"))
	if value == "" {
		return 0, false
	}
	if seconds, err := strconv.ParseUint(value, 10, 32); err == nil {
		return time.Duration(seconds) * time.Second, true
	}
	when, err := http.ParseTime(value)
	if err != nil {
		return 0, false
	}
	return max(0, when.Sub(now)), true
}
