import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..models.agent_alert_event_data_alert_severity import (
    AgentAlertEventDataAlertSeverity,
)

T = TypeVar("T", bound="AgentAlertEventDataAlert")


@_attrs_define
class AgentAlertEventDataAlert:
    """
    Attributes:
        id (str): The alert (`alr_…`), listed in its threat’s evidence.
        typology (str): What the agent recognised.
        severity (AgentAlertEventDataAlertSeverity):
        summary (str): One sentence for a person.
        occurred_at (datetime.datetime): When the activity behind the alert happened. RFC 3339, UTC, milliseconds.
    """

    id: str
    typology: str
    severity: AgentAlertEventDataAlertSeverity
    summary: str
    occurred_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        typology = self.typology

        severity = self.severity.value

        summary = self.summary

        occurred_at = self.occurred_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "typology": typology,
                "severity": severity,
                "summary": summary,
                "occurred_at": occurred_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        typology = d.pop("typology")

        severity = AgentAlertEventDataAlertSeverity(d.pop("severity"))

        summary = d.pop("summary")

        occurred_at = isoparse(d.pop("occurred_at"))

        agent_alert_event_data_alert = cls(
            id=id,
            typology=typology,
            severity=severity,
            summary=summary,
            occurred_at=occurred_at,
        )

        return agent_alert_event_data_alert
