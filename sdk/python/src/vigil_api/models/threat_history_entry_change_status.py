from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.threat_history_entry_change_status_from import (
    ThreatHistoryEntryChangeStatusFrom,
)
from ..models.threat_history_entry_change_status_to import (
    ThreatHistoryEntryChangeStatusTo,
)

T = TypeVar("T", bound="ThreatHistoryEntryChangeStatus")


@_attrs_define
class ThreatHistoryEntryChangeStatus:
    """The status, from and to.

    Attributes:
        from_ (ThreatHistoryEntryChangeStatusFrom):
        to (ThreatHistoryEntryChangeStatusTo):
    """

    from_: ThreatHistoryEntryChangeStatusFrom
    to: ThreatHistoryEntryChangeStatusTo

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_.value

        to = self.to.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = ThreatHistoryEntryChangeStatusFrom(d.pop("from"))

        to = ThreatHistoryEntryChangeStatusTo(d.pop("to"))

        threat_history_entry_change_status = cls(
            from_=from_,
            to=to,
        )

        return threat_history_entry_change_status
