// The five things every integration does, in Kotlin, as docs/clients.md shows them (the regions
// between `// [doc:NAME]` and `// [/doc]` are the doc's snippets, checked to match). ExamplesTest
// runs each against a real Vigil.
package dev.vigil.sdk.examples

import dev.vigil.sdk.Pages
import dev.vigil.sdk.Vigil
import dev.vigil.sdk.VigilApiException
import dev.vigil.sdk.Webhooks
import dev.vigil.sdk.generated.api.ScreeningApi
import dev.vigil.sdk.generated.api.SitesApi
import dev.vigil.sdk.generated.model.ScreenWalletRequest
import dev.vigil.sdk.generated.model.SitePage
import dev.vigil.sdk.generated.model.ThreatDetectedEvent
import dev.vigil.sdk.generated.model.WalletScreening
import java.util.UUID

object FiveTasksKotlin {
    @JvmStatic
    fun authenticate(apiKey: String, baseUrl: String): Vigil {
        // [doc:authenticate]
        // An API key (vk_…) or an OAuth access token, sent as Authorization: Bearer ….
        val vigil = Vigil.builder().apiKey(apiKey).baseUrl(baseUrl).build()
        // [/doc]
        return vigil
    }

    @JvmStatic
    fun screen(vigil: Vigil, address: String): WalletScreening {
        // [doc:screen]
        // One key per logical request: a retry with it is answered once, never acted on twice.
        val result = vigil.api(::ScreeningApi).screenWallet(
            ScreenWalletRequest().chain("ethereum").address(address), UUID.randomUUID().toString())
        println("${result.riskCategory} ${result.riskScore} ${result.sanctionsHit}")
        // [/doc]
        return result
    }

    @JvmStatic
    fun everySite(vigil: Vigil): List<String> {
        val ids = mutableListOf<String>()
        // [doc:paginate]
        // Fetches page after page (100 sites each) as the loop goes.
        val sites = vigil.api(::SitesApi)
        for (site in Pages.all({ cursor -> sites.listSites(100, cursor, null) }, SitePage::getData, SitePage::getNextCursor)) {
            ids += site.id
        }
        // [/doc]
        return ids
    }

    @JvmStatic
    fun readSite(vigil: Vigil, siteId: String): String? {
        // [doc:problem]
        try {
            return vigil.api(::SitesApi).getSite(siteId).name
        } catch (e: VigilApiException.NotFound) {
            println("${e.code()} ${e.detail()} ${e.requestId()}") // not_found, what to fix, the request id
        } catch (e: VigilApiException.BadRequest) {
            e.errors().forEach { println("${it.pointer} ${it.detail}") } // e.g. /path/id and why it is wrong
        }
        // [/doc]
        return null
    }

    @JvmStatic
    fun receive(secret: String, body: ByteArray, headers: Map<String, List<String>>): String {
        // [doc:webhook]
        // body: the raw bytes as received. Throws dev.vigil.sdk.WebhookVerificationException if the
        // signature or timestamp is wrong (answer 400).
        val event = Webhooks.verify(secret, body, headers)
        when (val typed = event.actualInstance) {
            is ThreatDetectedEvent -> println("${typed.data.threatId} ${typed.data.severity}")
            else -> println(typed.javaClass.simpleName)
        }
        // [/doc]
        return event.actualInstance.javaClass.simpleName
    }
}
