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
    from ..models.action_executed_event_data import ActionExecutedEventData


T = TypeVar("T", bound="ActionExecutedEvent")


@_attrs_define
class ActionExecutedEvent:
    """
    Attributes:
        type_ (Literal['action.executed']):
        timestamp (datetime.datetime): When the event happened, RFC 3339 UTC.
        data (ActionExecutedEventData):
    """

    type_: Literal["action.executed"]
    timestamp: datetime.datetime
    data: "ActionExecutedEventData"

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
        from ..models.action_executed_event_data import ActionExecutedEventData

        d = dict(src_dict)
        type_ = cast(Literal["action.executed"], d.pop("type"))
        if type_ != "action.executed":
            raise ValueError(f"type must match const 'action.executed', got '{type_}'")

        timestamp = isoparse(d.pop("timestamp"))

        data = ActionExecutedEventData.from_dict(d.pop("data"))

        action_executed_event = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return action_executed_event
