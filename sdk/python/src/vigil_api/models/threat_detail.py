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

from ..models.threat_detail_severity import ThreatDetailSeverity
from ..models.threat_detail_status import ThreatDetailStatus

if TYPE_CHECKING:
    from ..models.threat_detail_evidence import ThreatDetailEvidence
    from ..models.threat_detail_graph import ThreatDetailGraph


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
        status_note (Union[None, str]): The note given when it was last closed or reopened.
        closed_at (Union[None, datetime.datetime]): When it was closed; null while open. RFC 3339, UTC, milliseconds.
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
