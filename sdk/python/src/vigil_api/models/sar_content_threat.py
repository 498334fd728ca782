import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from dateutil.parser import isoparse

from ..models.sar_content_threat_severity import SarContentThreatSeverity

T = TypeVar("T", bound="SarContentThreat")


@_attrs_define
class SarContentThreat:
    """
    Attributes:
        id (str):
        severity (SarContentThreatSeverity):
        typologies (list[str]):
        alert_count (int):
        first_seen_at (datetime.datetime): The earliest activity of the threat. RFC 3339, UTC, milliseconds.
        created_at (datetime.datetime): When Vigil correlated the threat. RFC 3339, UTC, milliseconds.
    """

    id: str
    severity: SarContentThreatSeverity
    typologies: list[str]
    alert_count: int
    first_seen_at: datetime.datetime
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        severity = self.severity.value

        typologies = self.typologies

        alert_count = self.alert_count

        first_seen_at = self.first_seen_at.isoformat()

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "severity": severity,
                "typologies": typologies,
                "alert_count": alert_count,
                "first_seen_at": first_seen_at,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        severity = SarContentThreatSeverity(d.pop("severity"))

        typologies = cast(list[str], d.pop("typologies"))

        alert_count = d.pop("alert_count")

        first_seen_at = isoparse(d.pop("first_seen_at"))

        created_at = isoparse(d.pop("created_at"))

        sar_content_threat = cls(
            id=id,
            severity=severity,
            typologies=typologies,
            alert_count=alert_count,
            first_seen_at=first_seen_at,
            created_at=created_at,
        )

        sar_content_threat.additional_properties = d
        return sar_content_threat

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
