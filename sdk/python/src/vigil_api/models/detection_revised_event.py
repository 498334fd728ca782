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
    from ..models.detection_revised_event_data import DetectionRevisedEventData


T = TypeVar("T", bound="DetectionRevisedEvent")


@_attrs_define
class DetectionRevisedEvent:
    """
    Attributes:
        type_ (Literal['detection.revised']):
        timestamp (datetime.datetime): When the event happened, RFC 3339 UTC.
        data (DetectionRevisedEventData):
    """

    type_: Literal["detection.revised"]
    timestamp: datetime.datetime
    data: "DetectionRevisedEventData"

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
        from ..models.detection_revised_event_data import DetectionRevisedEventData

        d = dict(src_dict)
        type_ = cast(Literal["detection.revised"], d.pop("type"))
        if type_ != "detection.revised":
            raise ValueError(
                f"type must match const 'detection.revised', got '{type_}'"
            )

        timestamp = isoparse(d.pop("timestamp"))

        data = DetectionRevisedEventData.from_dict(d.pop("data"))

        detection_revised_event = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return detection_revised_event
