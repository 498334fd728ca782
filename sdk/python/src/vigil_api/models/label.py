import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from dateutil.parser import isoparse

from ..models.label_source import LabelSource

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
        source (LabelSource): A workspace’s own label.
        created_at (datetime.datetime): When the label was made. RFC 3339, UTC, milliseconds.
        created_by (Union[None, str]): The key that made it (`key_…`); null if not a key.
        removed_at (Union[None, datetime.datetime]): When it was removed; null while it counts. RFC 3339, UTC,
            milliseconds.
        removed_by (Union[None, str]): The key that removed it; null while it counts, or if not a key.
    """

    id: str
    chain: str
    address: str
    label: str
    category: str
    confidence: int
    source: LabelSource
    created_at: datetime.datetime
    created_by: Union[None, str]
    removed_at: Union[None, datetime.datetime]
    removed_by: Union[None, str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        chain = self.chain

        address = self.address

        label = self.label

        category = self.category

        confidence = self.confidence

        source = self.source.value

        created_at = self.created_at.isoformat()

        created_by: Union[None, str]
        created_by = self.created_by

        removed_at: Union[None, str]
        if isinstance(self.removed_at, datetime.datetime):
            removed_at = self.removed_at.isoformat()
        else:
            removed_at = self.removed_at

        removed_by: Union[None, str]
        removed_by = self.removed_by

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
                "source": source,
                "created_at": created_at,
                "created_by": created_by,
                "removed_at": removed_at,
                "removed_by": removed_by,
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

        source = LabelSource(d.pop("source"))

        created_at = isoparse(d.pop("created_at"))

        def _parse_created_by(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        created_by = _parse_created_by(d.pop("created_by"))

        def _parse_removed_at(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                removed_at_type_0 = isoparse(data)

                return removed_at_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        removed_at = _parse_removed_at(d.pop("removed_at"))

        def _parse_removed_by(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        removed_by = _parse_removed_by(d.pop("removed_by"))

        label = cls(
            id=id,
            chain=chain,
            address=address,
            label=label,
            category=category,
            confidence=confidence,
            source=source,
            created_at=created_at,
            created_by=created_by,
            removed_at=removed_at,
            removed_by=removed_by,
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
