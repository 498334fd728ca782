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
    from ..models.zone_entered_event_data import ZoneEnteredEventData


T = TypeVar("T", bound="ZoneEnteredEvent")


@_attrs_define
class ZoneEnteredEvent:
    """
    Attributes:
        type_ (Literal['zone.entered']):
        timestamp (datetime.datetime): When the event happened, RFC 3339 UTC.
        data (ZoneEnteredEventData):
    """

    type_: Literal["zone.entered"]
    timestamp: datetime.datetime
    data: "ZoneEnteredEventData"

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
        from ..models.zone_entered_event_data import ZoneEnteredEventData

        d = dict(src_dict)
        type_ = cast(Literal["zone.entered"], d.pop("type"))
        if type_ != "zone.entered":
            raise ValueError(f"type must match const 'zone.entered', got '{type_}'")

        timestamp = isoparse(d.pop("timestamp"))

        data = ZoneEnteredEventData.from_dict(d.pop("data"))

        zone_entered_event = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return zone_entered_event
