"""The code README.md shows (the regions between ``# [doc:NAME]`` and ``# [/doc]`` are its snippets,
checked to match by test/docs/client-snippets.test.ts), type-checked by mypy --strict in
tests/test_typing.py (.ci/clients) so that it cannot drift from the client.
"""

from __future__ import annotations

from typing import Any, Mapping, Union

from vigil_api.models import WalletScreening


def screen() -> WalletScreening:
    # [doc:readme-screen]
    from vigil import Vigil
    from vigil_api.api.screening import screen_wallet
    from vigil_api.models import ScreenWalletRequest

    vigil = Vigil("vk_…", "https://vigil.example.com")
    result = vigil.call(screen_wallet.sync, body=ScreenWalletRequest(chain="ethereum", address="0x8576acc5c05d6ce88f4e49bf65bdf0c62f91353c"))
    print(result.risk_category, result.risk_score, result.sanctions_hit)
    # [/doc]
    return result


def configure(api_key: str, base_url: str) -> None:
    from vigil import Vigil

    # [doc:readme-options]
    vigil = Vigil(api_key, base_url, timeout_s=10, max_retries=4)
    # [/doc]
    vigil.close()


def receive(secret: str, raw_body: bytes, request_headers: Mapping[str, str]) -> Union[Any, None]:
    # [doc:readme-webhook]
    from vigil import WebhookVerificationError, verify_webhook

    try:
        event = verify_webhook(secret, raw_body, request_headers)
    except WebhookVerificationError:
        return None  # answer 400
    # [/doc]
    return event
