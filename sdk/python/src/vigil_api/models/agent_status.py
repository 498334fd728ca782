import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from dateutil.parser import isoparse

from ..models.agent_status_status import AgentStatusStatus

if TYPE_CHECKING:
    from ..models.agent_status_latency_ms import AgentStatusLatencyMs
    from ..models.agent_status_recent import AgentStatusRecent


T = TypeVar("T", bound="AgentStatus")


@_attrs_define
class AgentStatus:
    """One detection agent: its health and counters.

    Attributes:
        agent (str): The agent’s name, e.g. `sanctions`, `peel_chain`.
        version (str): The version of its rule.
        reads (list[str]): The event types it inspects.
        status (AgentStatusStatus): `degraded` from a 5 % error rate over the last 5 minutes (at least 3 errors) or 30 s
            of lag; `down` from 50 % or 5 minutes of lag. See docs/agents.md.
        events_processed (int): Events it has inspected, whole service.
        alerts_raised (int): Alerts it has raised, whole service.
        last_event_at (Union[None, datetime.datetime]): When it last inspected an event; null before the first. RFC
            3339, UTC, milliseconds.
        latency_ms (AgentStatusLatencyMs): How long one inspection takes, over the last 1,024 inspections of the process
            that answers; null when it has run none.
        errors (int): Inspections that threw or returned a malformed alert, whole service.
        lag_s (float): How long the oldest event of a type it reads has waited for the agents; 0 when none waits.
        recent (AgentStatusRecent): The counts health is judged on: the last few minutes, whole service.
    """

    agent: str
    version: str
    reads: list[str]
    status: AgentStatusStatus
    events_processed: int
    alerts_raised: int
    last_event_at: Union[None, datetime.datetime]
    latency_ms: "AgentStatusLatencyMs"
    errors: int
    lag_s: float
    recent: "AgentStatusRecent"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        agent = self.agent

        version = self.version

        reads = self.reads

        status = self.status.value

        events_processed = self.events_processed

        alerts_raised = self.alerts_raised

        last_event_at: Union[None, str]
        if isinstance(self.last_event_at, datetime.datetime):
            last_event_at = self.last_event_at.isoformat()
        else:
            last_event_at = self.last_event_at

        latency_ms = self.latency_ms.to_dict()

        errors = self.errors

        lag_s = self.lag_s

        recent = self.recent.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "agent": agent,
                "version": version,
                "reads": reads,
                "status": status,
                "events_processed": events_processed,
                "alerts_raised": alerts_raised,
                "last_event_at": last_event_at,
                "latency_ms": latency_ms,
                "errors": errors,
                "lag_s": lag_s,
                "recent": recent,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.agent_status_latency_ms import AgentStatusLatencyMs
        from ..models.agent_status_recent import AgentStatusRecent

        d = dict(src_dict)
        agent = d.pop("agent")

        version = d.pop("version")

        reads = cast(list[str], d.pop("reads"))

        status = AgentStatusStatus(d.pop("status"))

        events_processed = d.pop("events_processed")

        alerts_raised = d.pop("alerts_raised")

        def _parse_last_event_at(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_event_at_type_0 = isoparse(data)

                return last_event_at_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        last_event_at = _parse_last_event_at(d.pop("last_event_at"))

        latency_ms = AgentStatusLatencyMs.from_dict(d.pop("latency_ms"))

        errors = d.pop("errors")

        lag_s = d.pop("lag_s")

        recent = AgentStatusRecent.from_dict(d.pop("recent"))

        agent_status = cls(
            agent=agent,
            version=version,
            reads=reads,
            status=status,
            events_processed=events_processed,
            alerts_raised=alerts_raised,
            last_event_at=last_event_at,
            latency_ms=latency_ms,
            errors=errors,
            lag_s=lag_s,
            recent=recent,
        )

        agent_status.additional_properties = d
        return agent_status

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
