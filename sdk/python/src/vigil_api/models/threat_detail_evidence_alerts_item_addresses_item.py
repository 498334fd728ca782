from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ThreatDetailEvidenceAlertsItemAddressesItem")


@_attrs_define
class ThreatDetailEvidenceAlertsItemAddressesItem:
    """
    Attributes:
        chain (str):
        address (str):
        role (str):
        own (Union[Unset, bool]): One of the workspace’s own wallets.
    """

    chain: str
    address: str
    role: str
    own: Union[Unset, bool] = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        chain = self.chain

        address = self.address

        role = self.role

        own = self.own

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "chain": chain,
                "address": address,
                "role": role,
            }
        )
        if own is not UNSET:
            field_dict["own"] = own

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chain = d.pop("chain")

        address = d.pop("address")

        role = d.pop("role")

        own = d.pop("own", UNSET)

        threat_detail_evidence_alerts_item_addresses_item = cls(
            chain=chain,
            address=address,
            role=role,
            own=own,
        )

        threat_detail_evidence_alerts_item_addresses_item.additional_properties = d
        return threat_detail_evidence_alerts_item_addresses_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
