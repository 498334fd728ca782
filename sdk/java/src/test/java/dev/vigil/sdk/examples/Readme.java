package dev.vigil.sdk.examples;

import dev.vigil.sdk.Vigil;
import dev.vigil.sdk.generated.api.ScreeningApi;
import dev.vigil.sdk.generated.model.ScreenWalletRequest;
import dev.vigil.sdk.generated.model.WalletScreening;

/**
 * The code README.md shows (the regions between {@code // [doc:NAME]} and {@code // [/doc]} are its
 * snippets, checked to match by test/docs/client-snippets.test.ts), compiled by {@code mvn test} in
 * .ci/clients so that it cannot drift from the client. Its webhook snippet is FiveTasks'.
 */
public final class Readme {
  private Readme() {}

  public static WalletScreening screen() {
    // [doc:readme-screen]
    Vigil vigil = Vigil.builder().apiKey("vk_…").baseUrl("https://vigil.example.com").build();
    WalletScreening result = vigil.api(ScreeningApi::new)
        .screenWallet(new ScreenWalletRequest().chain("ethereum").address("0x8576acc5c05d6ce88f4e49bf65bdf0c62f91353c"), null);
    // [/doc]
    return result;
  }
}
