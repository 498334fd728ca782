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
    from ..models.screening_changed_event_data import ScreeningChangedEventData


T = TypeVar("T", bound="ScreeningChangedEvent")


@_attrs_define
class ScreeningChangedEvent:
    """
    Attributes:
        type_ (Literal['screening.changed']):
        timestamp (datetime.datetime): When the event happened, RFC 3339 UTC.
        data (ScreeningChangedEventData):
    """

    type_: Literal["screening.changed"]
    timestamp: datetime.datetime
    data: "ScreeningChangedEventData"

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
        from ..models.screening_changed_event_data import ScreeningChangedEventData

        d = dict(src_dict)
        type_ = cast(Literal["screening.changed"], d.pop("type"))
        if type_ != "screening.changed":
            raise ValueError(
                f"type must match const 'screening.changed', got '{type_}'"
            )

        timestamp = isoparse(d.pop("timestamp"))

        data = ScreeningChangedEventData.from_dict(d.pop("data"))

        screening_changed_event = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return screening_changed_event
