import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..models.agent_alert_event_data_alert_severity import (
    AgentAlertEventDataAlertSeverity,
)
from ..types import UNSET, Unset

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
        retroactive (bool): Raised after the fact: a list published after the activity named a party of it, and the
            alert is the one the activity would have raised had the list been known then.
        designated_at (Union[None, Unset, datetime.date]): Retroactive alerts: when the list designated the party (YYYY-
            MM-DD; null when the list gives no date).
        transfer_dates (Union[Unset, list[datetime.datetime]]): Retroactive alerts: when each transfer behind the alert
            happened.
    """

    id: str
    typology: str
    severity: AgentAlertEventDataAlertSeverity
    summary: str
    occurred_at: datetime.datetime
    retroactive: bool
    designated_at: Union[None, Unset, datetime.date] = UNSET
    transfer_dates: Union[Unset, list[datetime.datetime]] = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        typology = self.typology

        severity = self.severity.value

        summary = self.summary

        occurred_at = self.occurred_at.isoformat()

        retroactive = self.retroactive

        designated_at: Union[None, Unset, str]
        if isinstance(self.designated_at, Unset):
            designated_at = UNSET
        elif isinstance(self.designated_at, datetime.date):
            designated_at = self.designated_at.isoformat()
        else:
            designated_at = self.designated_at

        transfer_dates: Union[Unset, list[str]] = UNSET
        if not isinstance(self.transfer_dates, Unset):
            transfer_dates = []
            for transfer_dates_item_data in self.transfer_dates:
                transfer_dates_item = transfer_dates_item_data.isoformat()
                transfer_dates.append(transfer_dates_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "typology": typology,
                "severity": severity,
                "summary": summary,
                "occurred_at": occurred_at,
                "retroactive": retroactive,
            }
        )
        if designated_at is not UNSET:
            field_dict["designated_at"] = designated_at
        if transfer_dates is not UNSET:
            field_dict["transfer_dates"] = transfer_dates

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        typology = d.pop("typology")

        severity = AgentAlertEventDataAlertSeverity(d.pop("severity"))

        summary = d.pop("summary")

        occurred_at = isoparse(d.pop("occurred_at"))

        retroactive = d.pop("retroactive")

        def _parse_designated_at(data: object) -> Union[None, Unset, datetime.date]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                designated_at_type_0 = isoparse(data).date()

                return designated_at_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, Unset, datetime.date], data)

        designated_at = _parse_designated_at(d.pop("designated_at", UNSET))

        transfer_dates = []
        _transfer_dates = d.pop("transfer_dates", UNSET)
        for transfer_dates_item_data in _transfer_dates or []:
            transfer_dates_item = isoparse(transfer_dates_item_data)

            transfer_dates.append(transfer_dates_item)

        agent_alert_event_data_alert = cls(
            id=id,
            typology=typology,
            severity=severity,
            summary=summary,
            occurred_at=occurred_at,
            retroactive=retroactive,
            designated_at=designated_at,
            transfer_dates=transfer_dates,
        )

        return agent_alert_event_data_alert
