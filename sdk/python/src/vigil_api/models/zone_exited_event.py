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
    from ..models.zone_exited_event_data import ZoneExitedEventData


T = TypeVar("T", bound="ZoneExitedEvent")


@_attrs_define
class ZoneExitedEvent:
    """
    Attributes:
        type_ (Literal['zone.exited']):
        timestamp (datetime.datetime): When the event happened, RFC 3339 UTC.
        data (ZoneExitedEventData):
    """

    type_: Literal["zone.exited"]
    timestamp: datetime.datetime
    data: "ZoneExitedEventData"

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
        from ..models.zone_exited_event_data import ZoneExitedEventData

        d = dict(src_dict)
        type_ = cast(Literal["zone.exited"], d.pop("type"))
        if type_ != "zone.exited":
            raise ValueError(f"type must match const 'zone.exited', got '{type_}'")

        timestamp = isoparse(d.pop("timestamp"))

        data = ZoneExitedEventData.from_dict(d.pop("data"))

        zone_exited_event = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return zone_exited_event
