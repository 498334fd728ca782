package vigil

// When the client retries a request, and how long it waits first. Every number of the policy is
// here. What it adds up to with the defaults: at most 3 attempts (2 retries); a refused request
// (429) waits what Retry-After says; otherwise about 0.5 s, then about 1 s, so a call that keeps
// failing gives up after roughly 1.5 s of waiting plus its attempts' time. The same policy as
// Vigil's TypeScript SDK.

import (
	"math/rand/v2"
	"time"
)

const (
	// DefaultMaxRetries is the number of retries after the first attempt.
	DefaultMaxRetries = 2
	// DefaultTimeout is each attempt's time limit, from sending the request to reading the whole answer.
	DefaultTimeout = 30 * time.Second
	// The first backoff, doubled at each retry up to maxDelay.
	initialDelay = 500 * time.Millisecond
	maxDelay     = 8 * time.Second
	// Each backoff is shortened by up to this fraction at random, so clients do not retry in step.
	jitter = 0.25
	// A Retry-After longer than this is not waited for: the error is returned at once.
	maxRetryAfter = 60 * time.Second
	// Added at random on top of Retry-After, so that clients told the same time do not return at once.
	retryAfterJitter = 250 * time.Millisecond
)

// serverFailures: the server failed or is briefly unavailable; another attempt may succeed.
var serverFailures = map[int]bool{500: true, 502: true, 503: true, 504: true}

// repeatableMethods may be sent again after an unclear outcome (a 5xx, a timeout, a dropped
// connection): GET, HEAD, PUT and DELETE are idempotent by HTTP; a POST carries an Idempotency-Key
// that Vigil honours, so a repeat replays the first answer. PATCH has no such key and is never
// repeated then.
var repeatableMethods = map[string]bool{"GET": true, "HEAD": true, "PUT": true, "DELETE": true, "POST": true}

type retryState struct {
	method     string
	retry      int // 0 for the first retry
	maxRetries int
	// uncertain: a previous attempt of this call ended without a clear answer (it may have had its effect).
	uncertain bool
}

func backoff(retry int, random func() float64) time.Duration {
	base := min(maxDelay, initialDelay<<min(retry, 16))
	return time.Duration(float64(base) * (1 - random()*jitter))
}

// delayAfterError is how long to wait before retrying after err, and false to return it.
func delayAfterError(err *APIError, state *retryState) (time.Duration, bool) {
	if state.retry >= state.maxRetries {
		return 0, false
	}
	// A 429 was refused before any work was done, so any method may be sent again.
	refused := err.Status == 429
	failed := serverFailures[err.Status] && repeatableMethods[state.method]
	// A POST whose earlier attempt had an unclear outcome may find that attempt still in flight:
	// Vigil answers 409 until it finishes, then replays its answer to the same Idempotency-Key.
	inFlight := err.Status == 409 && state.uncertain && state.method == "POST"
	if !refused && !failed && !inFlight {
		return 0, false
	}
	told, ok := retryAfter(err.Header, time.Now())
	if !ok {
		return backoff(state.retry, rand.Float64), true
	}
	if told > maxRetryAfter {
		return 0, false
	}
	return told + time.Duration(rand.Float64()*float64(retryAfterJitter)), true
}

// delayAfterNoAnswer is how long to wait before retrying after no answer, and false to give up.
func delayAfterNoAnswer(state *retryState) (time.Duration, bool) {
	if state.retry >= state.maxRetries || !repeatableMethods[state.method] {
		return 0, false
	}
	return backoff(state.retry, rand.Float64), true
}
