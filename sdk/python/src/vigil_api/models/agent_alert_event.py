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
    from ..models.agent_alert_event_data import AgentAlertEventData


T = TypeVar("T", bound="AgentAlertEvent")


@_attrs_define
class AgentAlertEvent:
    """
    Attributes:
        type_ (Literal['agent.alert']):
        timestamp (datetime.datetime): When the event happened, RFC 3339 UTC.
        data (AgentAlertEventData):
    """

    type_: Literal["agent.alert"]
    timestamp: datetime.datetime
    data: "AgentAlertEventData"

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
        from ..models.agent_alert_event_data import AgentAlertEventData

        d = dict(src_dict)
        type_ = cast(Literal["agent.alert"], d.pop("type"))
        if type_ != "agent.alert":
            raise ValueError(f"type must match const 'agent.alert', got '{type_}'")

        timestamp = isoparse(d.pop("timestamp"))

        data = AgentAlertEventData.from_dict(d.pop("data"))

        agent_alert_event = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return agent_alert_event
