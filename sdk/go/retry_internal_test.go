package vigil

// The retry policy's numbers: the backoff doubles up to its cap, shortened by at most the jitter;
// Retry-After reads as seconds or as an HTTP date.

import (
	"net/http"
	"testing"
	"time"
)

func TestTheBackoffDoublesUpToItsCapShortenedByAtMostTheJitter(t *testing.T) {
	never, always := func() float64 { return 0 }, func() float64 { return 1 }
	cases := []struct {
		retry  int
		random func() float64
		want   time.Duration
	}{
		{0, never, initialDelay},
		{1, never, 2 * initialDelay},
		{20, never, maxDelay},
		{0, always, time.Duration(float64(initialDelay) * (1 - jitter))},
	}
	for _, c := range cases {
		if got := backoff(c.retry, c.random); got != c.want {
			t.Errorf("backoff(%d) = %s, want %s", c.retry, got, c.want)
		}
	}
}

func TestReadsRetryAfterAsSecondsOrAnHTTPDate(t *testing.T) {
	now := time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)
	header := func(value string) http.Header { return http.Header{"Retry-After": {value}} }
	if wait, ok := retryAfter(header("7"), now); !ok || wait != 7*time.Second {
		t.Errorf("7: %s %v", wait, ok)
	}
	if wait, ok := retryAfter(header("Mon, 23 Nov 2026 10:00:30 GMT"), now); !ok || wait != 30*time.Second {
		t.Errorf("date: %s %v", wait, ok)
	}
	if _, ok := retryAfter(header("soon"), now); ok {
		t.Error("soon was read")
	}
	if _, ok := retryAfter(http.Header{}, now); ok {
		t.Error("nothing was read")
	}
}
