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
from dateutil.parser import isoparse

if TYPE_CHECKING:
    from ..models.threat_history_entry_change import ThreatHistoryEntryChange


T = TypeVar("T", bound="ThreatHistoryEntry")


@_attrs_define
class ThreatHistoryEntry:
    """One change to a threat.

    Attributes:
        at (datetime.datetime): When the change was made. RFC 3339, UTC, milliseconds.
        actor (Union[None, str]): Who made it: the API key (`key_…`) or OAuth client (`oac_…`); null for Vigil itself
            (correlation merging the threat, or a note that a chain reorganisation undid transfers its alerts rest on).
        change (ThreatHistoryEntryChange): The fields changed, each from its old value to its new one; empty for a note
            alone.
        note (Union[None, str]): Why, as the person gave it; or what Vigil found, for a change it made.
    """

    at: datetime.datetime
    actor: Union[None, str]
    change: "ThreatHistoryEntryChange"
    note: Union[None, str]

    def to_dict(self) -> dict[str, Any]:
        at = self.at.isoformat()

        actor: Union[None, str]
        actor = self.actor

        change = self.change.to_dict()

        note: Union[None, str]
        note = self.note

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "actor": actor,
                "change": change,
                "note": note,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.threat_history_entry_change import ThreatHistoryEntryChange

        d = dict(src_dict)
        at = isoparse(d.pop("at"))

        def _parse_actor(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        actor = _parse_actor(d.pop("actor"))

        change = ThreatHistoryEntryChange.from_dict(d.pop("change"))

        def _parse_note(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        note = _parse_note(d.pop("note"))

        threat_history_entry = cls(
            at=at,
            actor=actor,
            change=change,
            note=note,
        )

        return threat_history_entry
