//! What the client returns as errors. An answer with an error status is [`Error::Api`], carrying the
//! problem document (`code`, `detail`, `errors`, `request_id`) and its [`ErrorKind`]; a request that
//! got no answer is [`Error::Connection`] (`timeout` when time ran out).

use std::fmt;
use std::time::{Duration, SystemTime};

use http::HeaderMap;
use vigil_api::models::{FieldError, Problem};

/// The kind of an error status, from its status code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// 400: the request is not valid (`validation_failed`, `malformed_json`); see `errors`.
    BadRequest,
    /// 401: no valid API key or access token (`unauthenticated`).
    Unauthenticated,
    /// 403: the key lacks the scope the operation needs (`forbidden`).
    Forbidden,
    /// 404: no such resource in this workspace (`not_found`).
    NotFound,
    /// 409: conflicts with the resource's state (`conflict`).
    Conflict,
    /// 422: the Idempotency-Key was already used with another request (`idempotency_mismatch`).
    IdempotencyMismatch,
    /// 429: the key's rate limit is spent (`rate_limited`); see [`ApiError::retry_after`].
    RateLimited,
    /// 5xx: Vigil failed (`internal`) or is unavailable (`unavailable`).
    Server,
    /// Any other error status.
    Other,
}

impl ErrorKind {
    fn of(status: u16) -> Self {
        match status {
            400 => Self::BadRequest,
            401 => Self::Unauthenticated,
            403 => Self::Forbidden,
            404 => Self::NotFound,
            409 => Self::Conflict,
            422 => Self::IdempotencyMismatch,
            429 => Self::RateLimited,
            500..=599 => Self::Server,
            _ => Self::Other,
        }
    }
}

/// An answer with an error status.
#[derive(Debug, Clone)]
pub struct ApiError {
    pub kind: ErrorKind,
    /// The HTTP status.
    pub status: u16,
    /// The stable error code (see Vigil's docs/errors.md); `unknown` when the body was no problem document.
    pub code: String,
    /// What went wrong and what to fix.
    pub detail: String,
    /// With `validation_failed`: each invalid part of the request, as a JSON Pointer and a detail.
    pub errors: Vec<FieldError>,
    /// The request id, to quote when asking for help.
    pub request_id: Option<String>,
    /// The whole problem document, when the body was one.
    pub problem: Option<Problem>,
    pub headers: HeaderMap,
}

impl ApiError {
    pub(crate) fn from_answer(status: u16, headers: HeaderMap, body: &[u8]) -> Self {
        let json: Option<serde_json::Value> = serde_json::from_slice(body).ok();
        let looks_like_problem = json.as_ref().is_some_and(|value| {
            value.get("code").is_some_and(|v| v.is_string())
                && value.get("detail").is_some_and(|v| v.is_string())
                && value.get("status").is_some_and(|v| v.is_u64())
        });
        let problem: Option<Problem> = if looks_like_problem {
            json.clone().and_then(|value| serde_json::from_value(value).ok())
        } else {
            None
        };
        let header_request_id = headers
            .get("x-request-id")
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned);
        match problem {
            Some(problem) => Self {
                kind: ErrorKind::of(status),
                status,
                code: serde_json::to_value(problem.code)
                    .ok()
                    .and_then(|v| v.as_str().map(str::to_owned))
                    .unwrap_or_else(|| "unknown".to_owned()),
                detail: problem.detail.clone(),
                errors: problem.errors.clone().unwrap_or_default(),
                request_id: Some(problem.request_id.clone()),
                problem: Some(problem),
                headers,
            },
            None => {
                // The token endpoint answers RFC 6749 §5.2 errors, {error, error_description}.
                let oauth = json.as_ref().and_then(|value| {
                    let error = value.get("error")?.as_str()?;
                    Some(match value.get("error_description").and_then(|d| d.as_str()) {
                        Some(description) => format!("{error}: {description}"),
                        None => error.to_owned(),
                    })
                });
                let text = String::from_utf8_lossy(body)
                    .trim()
                    .chars()
                    .take(500)
                    .collect::<String>();
                let detail = oauth.unwrap_or(if text.is_empty() {
                    format!("HTTP {status}")
                } else {
                    text
                });
                Self {
                    kind: ErrorKind::of(status),
                    status,
                    code: "unknown".to_owned(),
                    detail,
                    errors: Vec::new(),
                    request_id: header_request_id,
                    problem: None,
                    headers,
                }
            }
        }
    }

    /// How long Vigil asked the client to wait (429), from `Retry-After`.
    pub fn retry_after(&self) -> Option<Duration> {
        retry_after(&self.headers, SystemTime::now())
    }
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}: {}", self.status, self.code, self.detail)
    }
}

impl std::error::Error for ApiError {}

/// Everything a call can fail with.
#[derive(Debug)]
pub enum Error {
    /// Vigil answered with an error status.
    Api(Box<ApiError>),
    /// The request got no answer: the connection failed or was cut, or (`timeout`) time ran out.
    Connection {
        timeout: bool,
        source: Box<dyn std::error::Error + Send + Sync>,
    },
    /// The answer could not be read as the operation's model.
    Decode(Box<dyn std::error::Error + Send + Sync>),
    /// The client was set up wrongly (an empty key, a bad header value).
    Config(String),
}

impl Error {
    /// The error status's kind, if Vigil answered with one.
    pub fn kind(&self) -> Option<ErrorKind> {
        match self {
            Error::Api(error) => Some(error.kind),
            _ => None,
        }
    }

    /// The answer with an error status, if this is one.
    pub fn api(&self) -> Option<&ApiError> {
        match self {
            Error::Api(error) => Some(error),
            _ => None,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Api(error) => write!(f, "vigil: {error}"),
            Error::Connection { timeout: true, source } => write!(f, "vigil: no answer in time: {source}"),
            Error::Connection { timeout: false, source } => {
                write!(f, "vigil: the request failed before an answer came: {source}")
            }
            Error::Decode(source) => write!(f, "vigil: the answer could not be read: {source}"),
            Error::Config(message) => write!(f, "vigil: {message}"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Api(error) => Some(error.as_ref()),
            Error::Connection { source, .. } | Error::Decode(source) => Some(source.as_ref()),
            Error::Config(_) => None,
        }
    }
}

/// What the middleware returns for a request that got no answer, to be told apart from others.
#[derive(Debug)]
pub(crate) struct NoAnswer {
    pub timeout: bool,
    pub source: reqwest::Error,
}

impl fmt::Display for NoAnswer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.source.fmt(f)
    }
}

impl std::error::Error for NoAnswer {}

fn from_reqwest(error: reqwest::Error) -> Error {
    if error.is_decode() {
        return Error::Decode(Box::new(error));
    }
    Error::Connection {
        timeout: error.is_timeout(),
        source: Box::new(error),
    }
}

/// A generated operation's error as the client's: `?` converts it in a function returning
/// `Result<_, vigil::Error>`.
impl<T> From<vigil_api::apis::Error<T>> for Error {
    fn from(error: vigil_api::apis::Error<T>) -> Self {
        use vigil_api::apis::Error as Generated;
        match error {
            Generated::ReqwestMiddleware(reqwest_middleware::Error::Middleware(error)) => {
                let error = match error.downcast::<ApiError>() {
                    Ok(api) => return Error::Api(Box::new(api)),
                    Err(other) => other,
                };
                match error.downcast::<NoAnswer>() {
                    Ok(no) => Error::Connection {
                        timeout: no.timeout,
                        source: Box::new(no.source),
                    },
                    Err(other) => Error::Connection {
                        timeout: false,
                        source: other.into(),
                    },
                }
            }
            Generated::ReqwestMiddleware(reqwest_middleware::Error::Reqwest(error)) | Generated::Reqwest(error) => {
                from_reqwest(error)
            }
            Generated::Serde(error) => Error::Decode(Box::new(error)),
            Generated::Io(error) => Error::Decode(Box::new(error)),
            // Without the client's middleware (a Configuration of your own) an error status
            // arrives here, without its headers.
            Generated::ResponseError(content) => Error::Api(Box::new(ApiError::from_answer(
                content.status.as_u16(),
                HeaderMap::new(),
                content.content.as_bytes(),
            ))),
        }
    }
}

/// `Retry-After` as delay-seconds or an HTTP date (RFC 9110 §10.2.3).
pub(crate) fn retry_after(headers: &HeaderMap, now: SystemTime) -> Option<Duration> {
    let value = headers.get("retry-after")?.to_str().ok()?.trim();
    if !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit()) {
        return value.parse::<u64>().ok().map(Duration::from_secs);
    }
    let when = httpdate::parse_http_date(value).ok()?;
    Some(when.duration_since(now).unwrap_or(Duration::ZERO))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_retry_after_as_seconds_or_an_http_date() {
        let now = httpdate::parse_http_date("Mon, 23 Nov 2026 10:00:00 GMT").unwrap();
        let header = |value: &str| {
            let mut headers = HeaderMap::new();
            headers.insert("retry-after", value.parse().unwrap());
            headers
        };
        assert_eq!(retry_after(&header("7"), now), Some(Duration::from_secs(7)));
        assert_eq!(
            retry_after(&header("Mon, 23 Nov 2026 10:00:30 GMT"), now),
            Some(Duration::from_secs(30))
        );
        assert_eq!(retry_after(&header("soon"), now), None);
        assert_eq!(retry_after(&HeaderMap::new(), now), None);
    }
}
