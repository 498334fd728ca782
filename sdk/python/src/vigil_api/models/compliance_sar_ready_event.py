import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

if TYPE_CHECKING:
    from ..models.compliance_sar_ready_event_data import ComplianceSarReadyEventData


T = TypeVar("T", bound="ComplianceSarReadyEvent")


@_attrs_define
class ComplianceSarReadyEvent:
    """
    Attributes:
        type_ (Literal['compliance.sar_ready']):
        timestamp (datetime.datetime): When the event happened, RFC 3339 UTC.
        data (ComplianceSarReadyEventData):
    """

    type_: Literal["compliance.sar_ready"]
    timestamp: datetime.datetime
    data: "ComplianceSarReadyEventData"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        timestamp = self.timestamp.isoformat()

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "timestamp": timestamp,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.compliance_sar_ready_event_data import ComplianceSarReadyEventData

        d = dict(src_dict)
        type_ = cast(Literal["compliance.sar_ready"], d.pop("type"))
        if type_ != "compliance.sar_ready":
            raise ValueError(
                f"type must match const 'compliance.sar_ready', got '{type_}'"
            )

        timestamp = isoparse(d.pop("timestamp"))

        data = ComplianceSarReadyEventData.from_dict(d.pop("data"))

        compliance_sar_ready_event = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return compliance_sar_ready_event
