import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from dateutil.parser import isoparse

T = TypeVar("T", bound="Label")


@_attrs_define
class Label:
    """An address label of the workspace’s own; it counts in its screenings.

    Attributes:
        id (str): The label id (`lbl_…`).
        chain (str): The canonical chain name.
        address (str): The address, normalised for its chain.
        label (str): What the address is, e.g. the entity’s name.
        category (str): The risk category (see docs/screening.md), e.g. `scam`.
        confidence (int): How sure the workspace is, 0–100.
        created_at (datetime.datetime): When the label was made. RFC 3339, UTC, milliseconds.
    """

    id: str
    chain: str
    address: str
    label: str
    category: str
    confidence: int
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        chain = self.chain

        address = self.address

        label = self.label

        category = self.category

        confidence = self.confidence

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "chain": chain,
                "address": address,
                "label": label,
                "category": category,
                "confidence": confidence,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        chain = d.pop("chain")

        address = d.pop("address")

        label = d.pop("label")

        category = d.pop("category")

        confidence = d.pop("confidence")

        created_at = isoparse(d.pop("created_at"))

        label = cls(
            id=id,
            chain=chain,
            address=address,
            label=label,
            category=category,
            confidence=confidence,
            created_at=created_at,
        )

        label.additional_properties = d
        return label

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
