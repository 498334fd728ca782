from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="RiskPolicyAllowListItem")


@_attrs_define
class RiskPolicyAllowListItem:
    """
    Attributes:
        chain (str): The canonical chain name.
        address (str): The address, normalised for its chain.
        note (Union[None, str]): Why it is allowed, e.g. `our custodian`.
    """

    chain: str
    address: str
    note: Union[None, str]

    def to_dict(self) -> dict[str, Any]:
        chain = self.chain

        address = self.address

        note: Union[None, str]
        note = self.note

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "chain": chain,
                "address": address,
                "note": note,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chain = d.pop("chain")

        address = d.pop("address")

        def _parse_note(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        note = _parse_note(d.pop("note"))

        risk_policy_allow_list_item = cls(
            chain=chain,
            address=address,
            note=note,
        )

        return risk_policy_allow_list_item
