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
    from ..models.threat_detected_event_data import ThreatDetectedEventData


T = TypeVar("T", bound="ThreatDetectedEvent")


@_attrs_define
class ThreatDetectedEvent:
    """
    Attributes:
        type_ (Literal['threat.detected']):
        timestamp (datetime.datetime): When the event happened, RFC 3339 UTC.
        data (ThreatDetectedEventData):
    """

    type_: Literal["threat.detected"]
    timestamp: datetime.datetime
    data: "ThreatDetectedEventData"

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
        from ..models.threat_detected_event_data import ThreatDetectedEventData

        d = dict(src_dict)
        type_ = cast(Literal["threat.detected"], d.pop("type"))
        if type_ != "threat.detected":
            raise ValueError(f"type must match const 'threat.detected', got '{type_}'")

        timestamp = isoparse(d.pop("timestamp"))

        data = ThreatDetectedEventData.from_dict(d.pop("data"))

        threat_detected_event = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return threat_detected_event
