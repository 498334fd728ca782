from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ComplianceSarReadyEventData")


@_attrs_define
class ComplianceSarReadyEventData:
    """
    Attributes:
        sar_id (str): The draft (`sar_…`).
        threat_id (str): The threat it reports.
    """

    sar_id: str
    threat_id: str

    def to_dict(self) -> dict[str, Any]:
        sar_id = self.sar_id

        threat_id = self.threat_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sar_id": sar_id,
                "threat_id": threat_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        sar_id = d.pop("sar_id")

        threat_id = d.pop("threat_id")

        compliance_sar_ready_event_data = cls(
            sar_id=sar_id,
            threat_id=threat_id,
        )

        return compliance_sar_ready_event_data
