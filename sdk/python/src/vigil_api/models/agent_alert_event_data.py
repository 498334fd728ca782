from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
)

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.agent_alert_event_data_alert import AgentAlertEventDataAlert


T = TypeVar("T", bound="AgentAlertEventData")


@_attrs_define
class AgentAlertEventData:
    """
    Attributes:
        agent (str): The agent, e.g. `sanctions`, `mixer`, `address_poisoning`.
        threat_id (str): The threat the alert joined (`thr_…`), as `GET /v1/threats/:id` shows it.
        alert (AgentAlertEventDataAlert):
    """

    agent: str
    threat_id: str
    alert: "AgentAlertEventDataAlert"

    def to_dict(self) -> dict[str, Any]:
        agent = self.agent

        threat_id = self.threat_id

        alert = self.alert.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "agent": agent,
                "threat_id": threat_id,
                "alert": alert,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.agent_alert_event_data_alert import AgentAlertEventDataAlert

        d = dict(src_dict)
        agent = d.pop("agent")

        threat_id = d.pop("threat_id")

        alert = AgentAlertEventDataAlert.from_dict(d.pop("alert"))

        agent_alert_event_data = cls(
            agent=agent,
            threat_id=threat_id,
            alert=alert,
        )

        return agent_alert_event_data
