"""The client against a real Vigil: typed answers, typed problem errors, pagination across pages,
and screening a wallet that a sanctions label names and one that nothing names."""

from __future__ import annotations

import pytest
from conftest import LiveVigil, ethereum_address

from vigil import AuthenticationError, BadRequestError, NotFoundError, PermissionDeniedError, Vigil, VigilApiError
from vigil_api.api.keys import get_key
from vigil_api.api.screening import create_label, screen_wallet
from vigil_api.api.sites import create_site, get_site, list_sites
from vigil_api.models import CreateLabelRequest, CreateSiteRequest, ScreenWalletRequest, Site, WalletScreening

MISSING_SITE_ID = "site_01h00000000000000000000000"


@pytest.fixture(scope="module")
def vigil(live: LiveVigil) -> Vigil:
    return live.client()


def test_creates_and_reads_a_site(vigil: Vigil) -> None:
    created = create_site.sync(client=vigil.client, body=CreateSiteRequest(name="Port of Rotterdam", coordinates=[4.1, 51.95], radius_m=2500))
    assert isinstance(created, Site)
    assert created.id.startswith("site_")
    assert created.status == "active"
    read = get_site.sync(created.id, client=vigil.client)
    assert isinstance(read, Site)
    assert (read.id, read.name) == (created.id, "Port of Rotterdam")
    assert read.area_km2 == pytest.approx(3.14159 * 2.5**2, rel=0.01)


def test_pages_through_a_list_of_more_than_one_page(live: LiveVigil) -> None:
    # A workspace of its own would need the CLI; a key of the admin's workspace sees its sites,
    # so compare with what this test created and count the pages fetched.
    vigil = live.client()
    created = {
        create_site.sync(client=vigil.client, body=CreateSiteRequest(name=f"page {i}", coordinates=[10 + i, 50])).id
        for i in range(5)
    }
    first = list_sites.sync(client=vigil.client, limit=2)
    assert len(first.data) == 2 and isinstance(first.next_cursor, str)

    pages = []

    def fetch(**arguments: object) -> object:
        page = list_sites.sync(**arguments)  # type: ignore[arg-type]
        pages.append(page)
        return page

    seen = [site.id for site in vigil.paginate(fetch, limit=2)]
    assert created <= set(seen)
    assert len(seen) == len(set(seen))
    assert len(pages) >= 3
    assert pages[-1].next_cursor is None


def test_screens_a_wallet_that_a_sanctions_label_names(vigil: Vigil) -> None:
    address = ethereum_address()
    create_label.sync(client=vigil.client, body=CreateLabelRequest(chain="ethereum", address=address, label="Test sanctioned entity", category="sanctioned"))
    hit = screen_wallet.sync(client=vigil.client, body=ScreenWalletRequest(chain="ETH", address=address))
    assert isinstance(hit, WalletScreening)
    assert hit.sanctions_hit is True
    assert (hit.risk_category, hit.risk_score) == ("severe", 100)
    assert hit.matched_labels == ["Test sanctioned entity"]
    assert hit.matches[0].exposure == "ownership"


def test_screens_a_wallet_that_nothing_names(vigil: Vigil) -> None:
    miss = screen_wallet.sync(client=vigil.client, body=ScreenWalletRequest(chain="ethereum", address=ethereum_address()))
    assert isinstance(miss, WalletScreening)
    assert miss.sanctions_hit is False
    assert (miss.risk_category, miss.risk_score, miss.matched_labels) == ("none", 0, [])
    assert miss.id.startswith("scr_")


def test_raises_not_found_with_the_problem_document(vigil: Vigil) -> None:
    with pytest.raises(NotFoundError) as caught:
        get_site.sync(MISSING_SITE_ID, client=vigil.client)
    error = caught.value
    assert isinstance(error, VigilApiError)
    assert (error.status, error.code) == (404, "not_found")
    assert MISSING_SITE_ID in error.detail
    assert error.request_id
    assert error.problem is not None and error.problem.type_ == "urn:vigil:problem:not_found"


def test_raises_bad_request_whose_errors_point_at_the_bad_field(vigil: Vigil) -> None:
    with pytest.raises(BadRequestError) as caught:
        screen_wallet.sync(client=vigil.client, body=ScreenWalletRequest(chain="ethereum", address="not an address"))
    error = caught.value
    assert (error.status, error.code) == (400, "validation_failed")
    assert "/address" in [item.pointer for item in error.errors]
    assert all(item.detail for item in error.errors)


def test_raises_authentication_and_permission_errors(live: LiveVigil) -> None:
    with pytest.raises(AuthenticationError):
        get_key.sync("key_01h00000000000000000000000", client=live.client(api_key="vk_not_a_key").client)
    _, secret = live.new_key(["screening:read"])
    with pytest.raises(PermissionDeniedError) as caught:
        get_site.sync(MISSING_SITE_ID, client=live.client(api_key=secret).client)
    assert "sites:read" in caught.value.detail


def test_sends_nmea_lines_as_text(vigil: Vigil) -> None:
    result = vigil.ingest_nmea("!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4A\nnot nmea\n")
    assert (result.accepted, result.rejected) == (1, 1)


async def _async_screen(vigil: Vigil, address: str) -> WalletScreening:
    return await screen_wallet.asyncio(client=vigil.client, body=ScreenWalletRequest(chain="ethereum", address=address))


def test_the_asyncio_functions_go_through_the_same_client(live: LiveVigil) -> None:
    import asyncio

    vigil = live.client()

    async def run() -> None:
        result = await _async_screen(vigil, ethereum_address())
        assert result.sanctions_hit is False
        with pytest.raises(NotFoundError):
            await get_site.asyncio(MISSING_SITE_ID, client=vigil.client)
        sites = [site async for site in vigil.apaginate(list_sites, limit=1)]
        assert len(sites) >= 1
        await vigil.aclose()

    asyncio.run(run())
