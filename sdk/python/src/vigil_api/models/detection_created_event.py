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
    from ..models.detection_created_event_data import DetectionCreatedEventData


T = TypeVar("T", bound="DetectionCreatedEvent")


@_attrs_define
class DetectionCreatedEvent:
    """
    Attributes:
        type_ (Literal['detection.created']):
        timestamp (datetime.datetime): When the event happened, RFC 3339 UTC.
        data (DetectionCreatedEventData):
    """

    type_: Literal["detection.created"]
    timestamp: datetime.datetime
    data: "DetectionCreatedEventData"

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
        from ..models.detection_created_event_data import DetectionCreatedEventData

        d = dict(src_dict)
        type_ = cast(Literal["detection.created"], d.pop("type"))
        if type_ != "detection.created":
            raise ValueError(
                f"type must match const 'detection.created', got '{type_}'"
            )

        timestamp = isoparse(d.pop("timestamp"))

        data = DetectionCreatedEventData.from_dict(d.pop("data"))

        detection_created_event = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return detection_created_event
