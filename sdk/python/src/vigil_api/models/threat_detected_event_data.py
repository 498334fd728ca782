from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.threat_detected_event_data_reason import ThreatDetectedEventDataReason
from ..models.threat_detected_event_data_severity import ThreatDetectedEventDataSeverity

T = TypeVar("T", bound="ThreatDetectedEventData")


@_attrs_define
class ThreatDetectedEventData:
    """
    Attributes:
        threat_id (str): The threat (`thr_…`).
        severity (ThreatDetectedEventDataSeverity):
        typologies (list[str]): E.g. `sanctions`, `mixer`, `peel_chain`.
        reason (ThreatDetectedEventDataReason): `created`: a new threat; `severity_raised`: an open threat’s severity
            went up.
        retroactive (bool): Whether the threat holds a retroactive alert: past activity a list published later named.
    """

    threat_id: str
    severity: ThreatDetectedEventDataSeverity
    typologies: list[str]
    reason: ThreatDetectedEventDataReason
    retroactive: bool

    def to_dict(self) -> dict[str, Any]:
        threat_id = self.threat_id

        severity = self.severity.value

        typologies = self.typologies

        reason = self.reason.value

        retroactive = self.retroactive

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "threat_id": threat_id,
                "severity": severity,
                "typologies": typologies,
                "reason": reason,
                "retroactive": retroactive,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        threat_id = d.pop("threat_id")

        severity = ThreatDetectedEventDataSeverity(d.pop("severity"))

        typologies = cast(list[str], d.pop("typologies"))

        reason = ThreatDetectedEventDataReason(d.pop("reason"))

        retroactive = d.pop("retroactive")

        threat_detected_event_data = cls(
            threat_id=threat_id,
            severity=severity,
            typologies=typologies,
            reason=reason,
            retroactive=retroactive,
        )

        return threat_detected_event_data
