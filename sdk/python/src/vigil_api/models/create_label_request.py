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
        label (str):
        category (str): One of child_sexual_abuse_material, coinjoin, darknet_market, defi, exchange, fraud, gambling,
            hacker, high_risk_exchange, miner, mixing_service, p2p_exchange, payment_processor, phishing, ransomware,
            sanctioned, scam, stolen_funds, terrorist_financing, unknown, wallet_service.
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
