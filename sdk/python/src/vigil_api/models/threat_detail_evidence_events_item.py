import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from dateutil.parser import isoparse

T = TypeVar("T", bound="ThreatDetailEvidenceEventsItem")


@_attrs_define
class ThreatDetailEvidenceEventsItem:
    """
    Attributes:
        id (str): The event (`ing_…`).
        type_ (str):
        occurred_at (datetime.datetime): When it happened. RFC 3339, UTC, milliseconds.
        received_at (datetime.datetime): When Vigil received it. RFC 3339, UTC, milliseconds.
    """

    id: str
    type_: str
    occurred_at: datetime.datetime
    received_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_ = self.type_

        occurred_at = self.occurred_at.isoformat()

        received_at = self.received_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "type": type_,
                "occurred_at": occurred_at,
                "received_at": received_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        type_ = d.pop("type")

        occurred_at = isoparse(d.pop("occurred_at"))

        received_at = isoparse(d.pop("received_at"))

        threat_detail_evidence_events_item = cls(
            id=id,
            type_=type_,
            occurred_at=occurred_at,
            received_at=received_at,
        )

        threat_detail_evidence_events_item.additional_properties = d
        return threat_detail_evidence_events_item

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
