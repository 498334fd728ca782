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

from ..models.threat_detail_disposition_type_1 import ThreatDetailDispositionType1
from ..models.threat_detail_disposition_type_2_type_1 import (
    ThreatDetailDispositionType2Type1,
)
from ..models.threat_detail_disposition_type_3_type_1 import (
    ThreatDetailDispositionType3Type1,
)
from ..models.threat_detail_severity import ThreatDetailSeverity
from ..models.threat_detail_status import ThreatDetailStatus

if TYPE_CHECKING:
    from ..models.threat_detail_evidence import ThreatDetailEvidence
    from ..models.threat_detail_graph import ThreatDetailGraph
    from ..models.threat_history_entry import ThreatHistoryEntry


T = TypeVar("T", bound="ThreatDetail")


@_attrs_define
class ThreatDetail:
    """A threat with its graph and the evidence it rests on.

    Attributes:
        id (str): The threat id (`thr_…`).
        status (ThreatDetailStatus): `open`: takes new alerts that correlate with it; `closed`: closed by a person,
            takes none; `merged`: its alerts moved to `merged_into`.
        severity (ThreatDetailSeverity): The highest severity of its alerts, one step higher when they span three or
            more typologies; never lowered automatically.
        typologies (list[str]): The typologies of its alerts, sorted.
        summary (str): What the threat is, in a sentence or two, written from its facts.
        alert_count (int): Alerts it holds.
        chains (list[str]): The chains its alerts name, sorted.
        first_seen_at (datetime.datetime): The earliest activity of its alerts. RFC 3339, UTC, milliseconds.
        last_seen_at (datetime.datetime): The latest activity of its alerts. RFC 3339, UTC, milliseconds.
        merged_into (Union[None, str]): For a merged threat: the threat that holds its alerts now.
        status_note (Union[None, str]): The note given with the latest change a person made (`history` holds each).
        closed_at (Union[None, datetime.datetime]): When it was closed; null while open. RFC 3339, UTC, milliseconds.
        closed_by (Union[None, str]): The API key (`key_…`) or OAuth client (`oac_…`) that closed it; null while open.
        assignee (Union[None, str]): Who is looking into it (free text: a name, an e-mail address); null when no one.
        disposition (Union[None, ThreatDetailDispositionType1, ThreatDetailDispositionType2Type1,
            ThreatDetailDispositionType3Type1]): What review decided: `true_positive` (the activity is what the alerts say),
            `false_positive` (it is not), `escalated` (handed on, e.g. to a SAR or law enforcement), `benign` (real but
            legitimate); null before a decision.
        retroactive (bool): Whether it holds a retroactive alert: activity found after the fact, when a list published
            later named a party of past transfers (the alert’s `facts` give the designation date and each transfer’s date).
        history (list['ThreatHistoryEntry']): Every change to the threat, oldest first: who, when, what and why.
        created_at (datetime.datetime): When correlation created it: the detection. RFC 3339, UTC, milliseconds.
        updated_at (datetime.datetime): When it last changed. RFC 3339, UTC, milliseconds.
        graph (ThreatDetailGraph):
        evidence (ThreatDetailEvidence):
    """

    id: str
    status: ThreatDetailStatus
    severity: ThreatDetailSeverity
    typologies: list[str]
    summary: str
    alert_count: int
    chains: list[str]
    first_seen_at: datetime.datetime
    last_seen_at: datetime.datetime
    merged_into: Union[None, str]
    status_note: Union[None, str]
    closed_at: Union[None, datetime.datetime]
    closed_by: Union[None, str]
    assignee: Union[None, str]
    disposition: Union[
        None,
        ThreatDetailDispositionType1,
        ThreatDetailDispositionType2Type1,
        ThreatDetailDispositionType3Type1,
    ]
    retroactive: bool
    history: list["ThreatHistoryEntry"]
    created_at: datetime.datetime
    updated_at: datetime.datetime
    graph: "ThreatDetailGraph"
    evidence: "ThreatDetailEvidence"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status = self.status.value

        severity = self.severity.value

        typologies = self.typologies

        summary = self.summary

        alert_count = self.alert_count

        chains = self.chains

        first_seen_at = self.first_seen_at.isoformat()

        last_seen_at = self.last_seen_at.isoformat()

        merged_into: Union[None, str]
        merged_into = self.merged_into

        status_note: Union[None, str]
        status_note = self.status_note

        closed_at: Union[None, str]
        if isinstance(self.closed_at, datetime.datetime):
            closed_at = self.closed_at.isoformat()
        else:
            closed_at = self.closed_at

        closed_by: Union[None, str]
        closed_by = self.closed_by

        assignee: Union[None, str]
        assignee = self.assignee

        disposition: Union[None, str]
        if isinstance(self.disposition, ThreatDetailDispositionType1):
            disposition = self.disposition.value
        elif isinstance(self.disposition, ThreatDetailDispositionType2Type1):
            disposition = self.disposition.value
        elif isinstance(self.disposition, ThreatDetailDispositionType3Type1):
            disposition = self.disposition.value
        else:
            disposition = self.disposition

        retroactive = self.retroactive

        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        graph = self.graph.to_dict()

        evidence = self.evidence.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "status": status,
                "severity": severity,
                "typologies": typologies,
                "summary": summary,
                "alert_count": alert_count,
                "chains": chains,
                "first_seen_at": first_seen_at,
                "last_seen_at": last_seen_at,
                "merged_into": merged_into,
                "status_note": status_note,
                "closed_at": closed_at,
                "closed_by": closed_by,
                "assignee": assignee,
                "disposition": disposition,
                "retroactive": retroactive,
                "history": history,
                "created_at": created_at,
                "updated_at": updated_at,
                "graph": graph,
                "evidence": evidence,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.threat_detail_evidence import ThreatDetailEvidence
        from ..models.threat_detail_graph import ThreatDetailGraph
        from ..models.threat_history_entry import ThreatHistoryEntry

        d = dict(src_dict)
        id = d.pop("id")

        status = ThreatDetailStatus(d.pop("status"))

        severity = ThreatDetailSeverity(d.pop("severity"))

        typologies = cast(list[str], d.pop("typologies"))

        summary = d.pop("summary")

        alert_count = d.pop("alert_count")

        chains = cast(list[str], d.pop("chains"))

        first_seen_at = isoparse(d.pop("first_seen_at"))

        last_seen_at = isoparse(d.pop("last_seen_at"))

        def _parse_merged_into(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        merged_into = _parse_merged_into(d.pop("merged_into"))

        def _parse_status_note(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        status_note = _parse_status_note(d.pop("status_note"))

        def _parse_closed_at(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                closed_at_type_0 = isoparse(data)

                return closed_at_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        closed_at = _parse_closed_at(d.pop("closed_at"))

        def _parse_closed_by(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        closed_by = _parse_closed_by(d.pop("closed_by"))

        def _parse_assignee(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        assignee = _parse_assignee(d.pop("assignee"))

        def _parse_disposition(
            data: object,
        ) -> Union[
            None,
            ThreatDetailDispositionType1,
            ThreatDetailDispositionType2Type1,
            ThreatDetailDispositionType3Type1,
        ]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disposition_type_1 = ThreatDetailDispositionType1(data)

                return disposition_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disposition_type_2_type_1 = ThreatDetailDispositionType2Type1(data)

                return disposition_type_2_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disposition_type_3_type_1 = ThreatDetailDispositionType3Type1(data)

                return disposition_type_3_type_1
            except:  # noqa: E722
                pass
            return cast(
                Union[
                    None,
                    ThreatDetailDispositionType1,
                    ThreatDetailDispositionType2Type1,
                    ThreatDetailDispositionType3Type1,
                ],
                data,
            )

        disposition = _parse_disposition(d.pop("disposition"))

        retroactive = d.pop("retroactive")

        history = []
        _history = d.pop("history")
        for history_item_data in _history:
            history_item = ThreatHistoryEntry.from_dict(history_item_data)

            history.append(history_item)

        created_at = isoparse(d.pop("created_at"))

        updated_at = isoparse(d.pop("updated_at"))

        graph = ThreatDetailGraph.from_dict(d.pop("graph"))

        evidence = ThreatDetailEvidence.from_dict(d.pop("evidence"))

        threat_detail = cls(
            id=id,
            status=status,
            severity=severity,
            typologies=typologies,
            summary=summary,
            alert_count=alert_count,
            chains=chains,
            first_seen_at=first_seen_at,
            last_seen_at=last_seen_at,
            merged_into=merged_into,
            status_note=status_note,
            closed_at=closed_at,
            closed_by=closed_by,
            assignee=assignee,
            disposition=disposition,
            retroactive=retroactive,
            history=history,
            created_at=created_at,
            updated_at=updated_at,
            graph=graph,
            evidence=evidence,
        )

        threat_detail.additional_properties = d
        return threat_detail

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
