from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RiskPolicyInputAllowListItem")


@_attrs_define
class RiskPolicyInputAllowListItem:
    """
    Attributes:
        chain (str): A chain name or ticker.
        address (str):
        note (Union[Unset, str]):
    """

    chain: str
    address: str
    note: Union[Unset, str] = UNSET

    def to_dict(self) -> dict[str, Any]:
        chain = self.chain

        address = self.address

        note = self.note

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "chain": chain,
                "address": address,
            }
        )
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chain = d.pop("chain")

        address = d.pop("address")

        note = d.pop("note", UNSET)

        risk_policy_input_allow_list_item = cls(
            chain=chain,
            address=address,
            note=note,
        )

        return risk_policy_input_allow_list_item
