//! The code README.md shows (the regions between `// [doc:NAME]` and `// [/doc]` are its
//! snippets, checked to match by test/docs/client-snippets.test.ts), compiled into the live tests
//! by `cargo test` in .ci/clients so that it cannot drift from the client. Its webhook snippet is
//! examples/five_tasks.rs'.
#![allow(dead_code)]

pub async fn screen() -> Result<(), vigil::Error> {
    // [doc:readme-screen]
    use vigil::api::apis::screening_api;
    use vigil::api::models::ScreenWalletRequest;

    let vigil = vigil::Vigil::builder("vk_…")
        .base_url("https://vigil.example.com")
        .build()?;
    let request = ScreenWalletRequest::new("0x8576acc5c05d6ce88f4e49bf65bdf0c62f91353c".into(), "ethereum".into());
    let result = screening_api::screen_wallet(vigil.config(), request, None).await?;
    println!(
        "{:?} {} {}",
        result.risk_category, result.risk_score, result.sanctions_hit
    );
    // [/doc]
    Ok(())
}
