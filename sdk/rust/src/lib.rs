//! The Rust client for Vigil: the models and one async function per operation generated from
//! Vigil's OpenAPI document (crate [`vigil_api`], by OpenAPI Generator), and this hand-written layer
//! around them: bearer auth, typed problem errors, pagination streams, an `Idempotency-Key` on every
//! POST kept across retries, retries with backoff and jitter, timeouts, and Standard Webhooks
//! verification.
//!
//! ```no_run
//! # async fn example() -> Result<(), vigil::Error> {
//! use vigil::api::apis::screening_api;
//! use vigil::api::models::ScreenWalletRequest;
//!
//! let vigil = vigil::Vigil::builder("vk_…").base_url("https://vigil.example.com").build()?;
//! let request = ScreenWalletRequest::new("0x8576acc5c05d6ce88f4e49bf65bdf0c62f91353c".into(), "ethereum".into());
//! let result = screening_api::screen_wallet(vigil.config(), request, None).await?;
//! println!("{:?} {}", result.risk_category, result.risk_score);
//! # Ok(())
//! # }
//! ```

mod client;
mod error;
mod pagination;
mod retry;
mod webhooks;

pub use client::{Vigil, VigilBuilder, DEFAULT_BASE_URL};
pub use error::{ApiError, Error, ErrorKind};
pub use pagination::paginate;
pub use retry::{DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT};
pub use webhooks::{event_type, verify_webhook, WebhookVerificationError};

/// The generated crate: `api::apis::<tag>_api::<operation>` and `api::models::<Schema>`.
pub use vigil_api as api;
