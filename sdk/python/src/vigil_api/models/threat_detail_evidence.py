from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.threat_detail_evidence_alerts_item import (
        ThreatDetailEvidenceAlertsItem,
    )
    from ..models.threat_detail_evidence_events_item import (
        ThreatDetailEvidenceEventsItem,
    )


T = TypeVar("T", bound="ThreatDetailEvidence")


@_attrs_define
class ThreatDetailEvidence:
    """
    Attributes:
        alerts (list['ThreatDetailEvidenceAlertsItem']): Oldest first.
        events (list['ThreatDetailEvidenceEventsItem']): Oldest first.
        truncated (bool): True when only the latest 1,000 alerts are shown.
    """

    alerts: list["ThreatDetailEvidenceAlertsItem"]
    events: list["ThreatDetailEvidenceEventsItem"]
    truncated: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        alerts = []
        for alerts_item_data in self.alerts:
            alerts_item = alerts_item_data.to_dict()
            alerts.append(alerts_item)

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        truncated = self.truncated

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "alerts": alerts,
                "events": events,
                "truncated": truncated,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.threat_detail_evidence_alerts_item import (
            ThreatDetailEvidenceAlertsItem,
        )
        from ..models.threat_detail_evidence_events_item import (
            ThreatDetailEvidenceEventsItem,
        )

        d = dict(src_dict)
        alerts = []
        _alerts = d.pop("alerts")
        for alerts_item_data in _alerts:
            alerts_item = ThreatDetailEvidenceAlertsItem.from_dict(alerts_item_data)

            alerts.append(alerts_item)

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = ThreatDetailEvidenceEventsItem.from_dict(events_item_data)

            events.append(events_item)

        truncated = d.pop("truncated")

        threat_detail_evidence = cls(
            alerts=alerts,
            events=events,
            truncated=truncated,
        )

        threat_detail_evidence.additional_properties = d
        return threat_detail_evidence

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
