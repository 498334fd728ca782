// The Kotlin code README.md shows (the region between `// [doc:NAME]` and `// [/doc]` is its
// snippet, checked to match by test/docs/client-snippets.test.ts), compiled by `mvn test` in
// .ci/clients so that it cannot drift from the client.
package dev.vigil.sdk.examples

import dev.vigil.sdk.Vigil
import dev.vigil.sdk.generated.api.ScreeningApi
import dev.vigil.sdk.generated.model.ScreenWalletRequest
import dev.vigil.sdk.generated.model.WalletScreening

object ReadmeKotlin {
    @JvmStatic
    fun screen(address: String): WalletScreening {
        // [doc:readme-screen]
        val vigil = Vigil.builder().apiKey("vk_…").baseUrl("https://vigil.example.com").build()
        val result = vigil.api(::ScreeningApi).screenWallet(ScreenWalletRequest().chain("ethereum").address(address), null)
        // [/doc]
        return result
    }
}
