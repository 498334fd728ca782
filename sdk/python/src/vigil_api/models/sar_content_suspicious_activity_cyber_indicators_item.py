import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from dateutil.parser import isoparse

from ..models.sar_content_suspicious_activity_cyber_indicators_item_indicator import (
    SarContentSuspiciousActivityCyberIndicatorsItemIndicator,
)
from ..models.sar_content_suspicious_activity_cyber_indicators_item_kind import (
    SarContentSuspiciousActivityCyberIndicatorsItemKind,
)

T = TypeVar("T", bound="SarContentSuspiciousActivityCyberIndicatorsItem")


@_attrs_define
class SarContentSuspiciousActivityCyberIndicatorsItem:
    """
    Attributes:
        kind (SarContentSuspiciousActivityCyberIndicatorsItemKind):
        indicator (SarContentSuspiciousActivityCyberIndicatorsItemIndicator): The cyber event indicator type the form
            files it under.
        description (str): The text that goes with `Other`, e.g. `Virtual currency address (ethereum)`.
        value (str):
        first_seen_at (datetime.datetime): When it first appeared in the activity. RFC 3339, UTC, milliseconds.
    """

    kind: SarContentSuspiciousActivityCyberIndicatorsItemKind
    indicator: SarContentSuspiciousActivityCyberIndicatorsItemIndicator
    description: str
    value: str
    first_seen_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        indicator = self.indicator.value

        description = self.description

        value = self.value

        first_seen_at = self.first_seen_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "indicator": indicator,
                "description": description,
                "value": value,
                "first_seen_at": first_seen_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = SarContentSuspiciousActivityCyberIndicatorsItemKind(d.pop("kind"))

        indicator = SarContentSuspiciousActivityCyberIndicatorsItemIndicator(
            d.pop("indicator")
        )

        description = d.pop("description")

        value = d.pop("value")

        first_seen_at = isoparse(d.pop("first_seen_at"))

        sar_content_suspicious_activity_cyber_indicators_item = cls(
            kind=kind,
            indicator=indicator,
            description=description,
            value=value,
            first_seen_at=first_seen_at,
        )

        sar_content_suspicious_activity_cyber_indicators_item.additional_properties = d
        return sar_content_suspicious_activity_cyber_indicators_item

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
