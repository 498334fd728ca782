//! When the client retries a request, and how long it waits first. Every number of the policy is
//! here. What it adds up to with the defaults: at most 3 attempts (2 retries); a refused request
//! (429) waits what `Retry-After` says; otherwise about 0.5 s, then about 1 s, so a call that keeps
//! failing gives up after roughly 1.5 s of waiting plus its attempts' time. The same policy as
//! Vigil's TypeScript SDK.

use std::time::{Duration, SystemTime};

use crate::error::{retry_after, ApiError};

/// Retries after the first attempt.
pub const DEFAULT_MAX_RETRIES: u32 = 2;
/// Each attempt's time limit, from sending the request to reading the whole answer.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(30);
/// The first backoff, doubled at each retry up to `MAX_DELAY`.
pub(crate) const INITIAL_DELAY: Duration = Duration::from_millis(500);
pub(crate) const MAX_DELAY: Duration = Duration::from_secs(8);
/// Each backoff is shortened by up to this fraction at random, so clients do not retry in step.
pub(crate) const JITTER: f64 = 0.25;
/// A `Retry-After` longer than this is not waited for: the error is returned at once.
const MAX_RETRY_AFTER: Duration = Duration::from_secs(60);
/// Added at random on top of `Retry-After`, so that clients told the same time do not return at once.
const RETRY_AFTER_JITTER: Duration = Duration::from_millis(250);

/// The server failed or is briefly unavailable; another attempt may succeed.
const SERVER_FAILURES: [u16; 4] = [500, 502, 503, 504];

/// Methods that may be sent again after an unclear outcome (a 5xx, a timeout, a dropped
/// connection): GET, HEAD, PUT and DELETE are idempotent by HTTP; a POST carries an
/// `Idempotency-Key` that Vigil honours, so a repeat replays the first answer. PATCH has no such key
/// and is never repeated then.
const REPEATABLE_METHODS: [&str; 5] = ["GET", "HEAD", "PUT", "DELETE", "POST"];

pub(crate) struct RetryState {
    pub method: String,
    /// 0 for the first retry.
    pub retry: u32,
    pub max_retries: u32,
    /// A previous attempt of this call ended without a clear answer (it may have had its effect).
    pub uncertain: bool,
}

/// A number in [0, 1) that differs between calls and processes; jitter needs no more.
fn random() -> f64 {
    f64::from(uuid::Uuid::new_v4().as_bytes()[0]) / 256.0
}

pub(crate) fn backoff(retry: u32, random: impl Fn() -> f64) -> Duration {
    let base = MAX_DELAY.min(INITIAL_DELAY * 2u32.saturating_pow(retry.min(16)));
    base.mul_f64(1.0 - random() * JITTER)
}

/// How long to wait before retrying after `error`, or None to return it.
pub(crate) fn delay_after_error(error: &ApiError, state: &RetryState) -> Option<Duration> {
    if state.retry >= state.max_retries {
        return None;
    }
    // A 429 was refused before any work was done, so any method may be sent again.
    let refused = error.status == 429;
    let failed = SERVER_FAILURES.contains(&error.status) && REPEATABLE_METHODS.contains(&state.method.as_str());
    // A POST whose earlier attempt had an unclear outcome may find that attempt still in flight:
    // Vigil answers 409 until it finishes, then replays its answer to the same Idempotency-Key.
    let in_flight = error.status == 409 && state.uncertain && state.method == "POST";
    if !refused && !failed && !in_flight {
        return None;
    }
    match retry_after(&error.headers, SystemTime::now()) {
        None => Some(backoff(state.retry, random)),
        Some(told) if told > MAX_RETRY_AFTER => None,
        Some(told) => Some(told + RETRY_AFTER_JITTER.mul_f64(random())),
    }
}

/// How long to wait before retrying after no answer (connection error or timeout), or None.
pub(crate) fn delay_after_no_answer(state: &RetryState) -> Option<Duration> {
    if state.retry >= state.max_retries || !REPEATABLE_METHODS.contains(&state.method.as_str()) {
        return None;
    }
    Some(backoff(state.retry, random))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_backoff_doubles_up_to_its_cap_shortened_by_at_most_the_jitter() {
        assert_eq!(backoff(0, || 0.0), INITIAL_DELAY);
        assert_eq!(backoff(1, || 0.0), INITIAL_DELAY * 2);
        assert_eq!(backoff(20, || 0.0), MAX_DELAY);
        assert_eq!(backoff(0, || 1.0), INITIAL_DELAY.mul_f64(1.0 - JITTER));
    }
}
