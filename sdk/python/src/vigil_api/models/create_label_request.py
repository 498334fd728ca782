from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateLabelRequest")


@_attrs_define
class CreateLabelRequest:
    """
    Attributes:
        chain (str): A chain name or ticker, e.g. `ethereum`, `BTC`.
        address (str):
        label (str): What the address is; trimmed, and not blank.
        category (str): A GraphSense concept id or one of Vigil’s categories (docs/screening.md gives each one’s
            weight): sanctioned, formerly_sanctioned, terrorist_financing, child_sexual_abuse_material, darknet_market,
            hacker, stolen_funds, fraud, high_risk_exchange, p2p_exchange, defi_derivative, concept, unknown, behaviour,
            source, mention, website_mention, forum_mention, abuse, gray_usage, mixing, white_usage, sexual_abuse,
            child_sexual_abuse, violence, human_trafficking, murder, torture, scam, financial_crime, investment_fraud,
            ponzi_scheme, pyramid_scheme, money_laundering, extortion, sextortion, phishing, hacking, service_hack,
            account_hack, exploit, data_breach, social_engineering, malware, drugs, weapons, payment_card_fraud, ransomware,
            sanction, counterfeit, extremism, terrorism, terrorism_financing, dark_web, entity, organization, user, service,
            victim, perpetrator, donation, exchange, wallet_service, escrow_wallet, ico_wallet, cold_wallet, hot_wallet,
            warm_wallet, filesharing, index, market, messaging_service, mixing_service, coinjoin, miner, mining_service,
            gambling, search_engine, shop, faucet, payment_processor, atm, hosting, vpn, nameservice, defi, defi_token,
            defi_lending, defi_dex, defi_dex_pair, defi_derivatives, defi_bridge, defi_dao, defi_staking, defi_custody,
            item, collectible.
        confidence (Union[Unset, int]): Default 100.
    """

    chain: str
    address: str
    label: str
    category: str
    confidence: Union[Unset, int] = UNSET

    def to_dict(self) -> dict[str, Any]:
        chain = self.chain

        address = self.address

        label = self.label

        category = self.category

        confidence = self.confidence

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "chain": chain,
                "address": address,
                "label": label,
                "category": category,
            }
        )
        if confidence is not UNSET:
            field_dict["confidence"] = confidence

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chain = d.pop("chain")

        address = d.pop("address")

        label = d.pop("label")

        category = d.pop("category")

        confidence = d.pop("confidence", UNSET)

        create_label_request = cls(
            chain=chain,
            address=address,
            label=label,
            category=category,
            confidence=confidence,
        )

        return create_label_request
