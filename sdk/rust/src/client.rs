//! [`Vigil`]: a generated [`Configuration`] whose client sends every request through
//! [`VigilMiddleware`], which adds an `Idempotency-Key` on every POST that has none (the same one on
//! each retry, so a retry never doubles an effect), a time limit per attempt, and retries by the
//! policy of retry.rs. An error status comes back as an [`ApiError`] and no answer as a connection
//! error, so the generated code only sees successful answers.

use std::time::Duration;

use http::{Extensions, HeaderMap, HeaderName, HeaderValue};
use reqwest_middleware::{ClientBuilder, Middleware, Next};
use vigil_api::apis::configuration::Configuration;
use vigil_api::models::IngestResult;

use crate::error::{ApiError, Error, NoAnswer};
use crate::retry::{delay_after_error, delay_after_no_answer, RetryState, DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT};

/// Where Vigil listens when started with its defaults.
pub const DEFAULT_BASE_URL: &str = "http://127.0.0.1:8080";

/// A client for one Vigil and one credential. Pass [`Vigil::config`] to any generated operation.
#[derive(Debug, Clone)]
pub struct Vigil {
    config: Configuration,
}

impl Vigil {
    /// `api_key` is an API key (`vk_…`) or an OAuth access token: both are sent as
    /// `Authorization: Bearer …`.
    pub fn builder(api_key: impl Into<String>) -> VigilBuilder {
        VigilBuilder {
            api_key: api_key.into(),
            base_url: DEFAULT_BASE_URL.to_owned(),
            timeout: DEFAULT_TIMEOUT,
            max_retries: DEFAULT_MAX_RETRIES,
            http: None,
            headers: HeaderMap::new(),
        }
    }

    /// The generated operations' configuration: `sites_api::get_site(vigil.config(), id)`.
    pub fn config(&self) -> &Configuration {
        &self.config
    }

    /// `POST /v1/ingest/nmea`: AIVDM/AIVDO lines as `text/plain`.
    pub async fn ingest_nmea(&self, lines: &str, idempotency_key: Option<&str>) -> Result<IngestResult, Error> {
        self.ingest_text("/v1/ingest/nmea", lines, idempotency_key).await
    }

    /// `POST /v1/ingest/sbs`: SBS-1 BaseStation lines as `text/plain`.
    pub async fn ingest_sbs(&self, lines: &str, idempotency_key: Option<&str>) -> Result<IngestResult, Error> {
        self.ingest_text("/v1/ingest/sbs", lines, idempotency_key).await
    }

    // The generated functions send these text bodies as JSON strings, which Vigil refuses (415),
    // so the two text-bodied operations are sent here, through the same middleware.
    async fn ingest_text(&self, path: &str, lines: &str, idempotency_key: Option<&str>) -> Result<IngestResult, Error> {
        let mut request = self
            .config
            .client
            .post(format!("{}{path}", self.config.base_path))
            .header(reqwest::header::CONTENT_TYPE, "text/plain; charset=utf-8")
            .bearer_auth(self.config.bearer_access_token.as_deref().unwrap_or_default())
            .body(lines.to_owned());
        if let Some(key) = idempotency_key {
            request = request.header("idempotency-key", key);
        }
        let response = request
            .send()
            .await
            .map_err(|error| Error::from(vigil_api::apis::Error::<()>::from(error)))?;
        let body = response
            .bytes()
            .await
            .map_err(|error| Error::from(vigil_api::apis::Error::<()>::from(error)))?;
        serde_json::from_slice(&body).map_err(|error| Error::Decode(Box::new(error)))
    }
}

pub struct VigilBuilder {
    api_key: String,
    base_url: String,
    timeout: Duration,
    max_retries: u32,
    http: Option<reqwest::Client>,
    headers: HeaderMap,
}

impl VigilBuilder {
    /// Where Vigil listens, e.g. `https://vigil.example.com`. Default [`DEFAULT_BASE_URL`].
    pub fn base_url(mut self, url: impl Into<String>) -> Self {
        self.base_url = url.into();
        self
    }

    /// Each attempt's time limit. Default 30 s.
    pub fn timeout(mut self, timeout: Duration) -> Self {
        self.timeout = timeout;
        self
    }

    /// Retries after the first attempt. Default 2; 0 turns retries off.
    pub fn max_retries(mut self, retries: u32) -> Self {
        self.max_retries = retries;
        self
    }

    /// The reqwest client that sends each attempt (a proxy, a client certificate for OAuth mTLS).
    pub fn http_client(mut self, client: reqwest::Client) -> Self {
        self.http = Some(client);
        self
    }

    /// A header sent with every request.
    pub fn header(mut self, name: &str, value: &str) -> Result<Self, Error> {
        let name = HeaderName::from_bytes(name.as_bytes()).map_err(|e| Error::Config(e.to_string()))?;
        let value = HeaderValue::from_str(value).map_err(|e| Error::Config(e.to_string()))?;
        self.headers.insert(name, value);
        Ok(self)
    }

    pub fn build(self) -> Result<Vigil, Error> {
        if self.api_key.is_empty() {
            return Err(Error::Config(
                "an API key (vk_…) or an access token is required".to_owned(),
            ));
        }
        let http = match self.http {
            Some(client) => client,
            // Vigil answers, it does not redirect; a redirect is handed back as it is.
            None => reqwest::Client::builder()
                .redirect(reqwest::redirect::Policy::none())
                .build()
                .map_err(|e| Error::Config(e.to_string()))?,
        };
        let middleware = VigilMiddleware {
            timeout: self.timeout,
            max_retries: self.max_retries,
            headers: self.headers,
        };
        let mut config = Configuration::new();
        config.base_path = self.base_url.trim_end_matches('/').to_owned();
        config.user_agent = Some(concat!("vigil-sdk-rust/", env!("CARGO_PKG_VERSION")).to_owned());
        config.bearer_access_token = Some(self.api_key);
        config.client = ClientBuilder::new(http).with(middleware).build();
        Ok(Vigil { config })
    }
}

struct VigilMiddleware {
    timeout: Duration,
    max_retries: u32,
    headers: HeaderMap,
}

#[async_trait::async_trait]
impl Middleware for VigilMiddleware {
    async fn handle(
        &self,
        mut request: reqwest::Request,
        extensions: &mut Extensions,
        next: Next<'_>,
    ) -> reqwest_middleware::Result<reqwest::Response> {
        for (name, value) in &self.headers {
            request.headers_mut().insert(name, value.clone());
        }
        if request.method() == reqwest::Method::POST && !request.headers().contains_key("idempotency-key") {
            let key = HeaderValue::from_str(&uuid::Uuid::new_v4().to_string()).expect("a UUID is a header value");
            request.headers_mut().insert("idempotency-key", key);
        }
        *request.timeout_mut() = Some(self.timeout);
        let mut state = RetryState {
            method: request.method().as_str().to_owned(),
            retry: 0,
            max_retries: self.max_retries,
            uncertain: false,
        };
        loop {
            // Bodies here are JSON or text, held in memory: they can always be sent again.
            let attempt = request
                .try_clone()
                .ok_or_else(|| anyhow::anyhow!("a streamed body cannot be retried"))?;
            let (failure, delay) = match next.clone().run(attempt, extensions).await {
                Ok(response) if response.status().as_u16() < 400 => return Ok(response),
                Ok(response) => {
                    let status = response.status().as_u16();
                    let headers = response.headers().clone();
                    let body = match response.bytes().await {
                        Ok(body) => body,
                        Err(error) => {
                            let timeout = error.is_timeout();
                            let delay = delay_after_no_answer(&state);
                            state.uncertain = true;
                            if let Some(delay) = delay {
                                tokio::time::sleep(delay).await;
                                state.retry += 1;
                                continue;
                            }
                            return Err(anyhow::Error::new(NoAnswer { timeout, source: error }).into());
                        }
                    };
                    let error = ApiError::from_answer(status, headers, &body);
                    let delay = delay_after_error(&error, &state);
                    if status >= 500 {
                        state.uncertain = true;
                    }
                    (anyhow::Error::new(error), delay)
                }
                Err(reqwest_middleware::Error::Reqwest(error)) => {
                    let delay = delay_after_no_answer(&state);
                    state.uncertain = true;
                    (
                        anyhow::Error::new(NoAnswer {
                            timeout: error.is_timeout(),
                            source: error,
                        }),
                        delay,
                    )
                }
                Err(other) => return Err(other),
            };
            match delay {
                None => return Err(failure.into()),
                Some(delay) => {
                    tokio::time::sleep(delay).await;
                    state.retry += 1;
                }
            }
        }
    }
}
