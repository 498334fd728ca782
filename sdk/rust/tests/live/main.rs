//! The client against a real Vigil: the one named by VIGIL_BASE_URL, VIGIL_ADMIN_KEY and
//! VIGIL_GATEWAY_URL (as .ci/clients starts it), or else one this test binary starts with
//! sdk/scripts/live-vigil.ts (the repository's Node runs it); it stops when the binary exits and
//! its standard input closes. One binary, so one Vigil for every test.

mod common;
mod examples;
mod operations;
mod readme;
mod retries;
mod webhooks;
