from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.threat_history_entry_change_assignee import (
        ThreatHistoryEntryChangeAssignee,
    )
    from ..models.threat_history_entry_change_disposition import (
        ThreatHistoryEntryChangeDisposition,
    )
    from ..models.threat_history_entry_change_merged_into import (
        ThreatHistoryEntryChangeMergedInto,
    )
    from ..models.threat_history_entry_change_status import (
        ThreatHistoryEntryChangeStatus,
    )


T = TypeVar("T", bound="ThreatHistoryEntryChange")


@_attrs_define
class ThreatHistoryEntryChange:
    """The fields changed, each from its old value to its new one; empty for a note alone.

    Attributes:
        status (Union[Unset, ThreatHistoryEntryChangeStatus]): The status, from and to.
        assignee (Union[Unset, ThreatHistoryEntryChangeAssignee]): The assignee, from and to (null: no one).
        disposition (Union[Unset, ThreatHistoryEntryChangeDisposition]): The disposition, from and to (null: none).
        merged_into (Union[Unset, ThreatHistoryEntryChangeMergedInto]): The threat it was merged into, by correlation.
    """

    status: Union[Unset, "ThreatHistoryEntryChangeStatus"] = UNSET
    assignee: Union[Unset, "ThreatHistoryEntryChangeAssignee"] = UNSET
    disposition: Union[Unset, "ThreatHistoryEntryChangeDisposition"] = UNSET
    merged_into: Union[Unset, "ThreatHistoryEntryChangeMergedInto"] = UNSET

    def to_dict(self) -> dict[str, Any]:
        status: Union[Unset, dict[str, Any]] = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.to_dict()

        assignee: Union[Unset, dict[str, Any]] = UNSET
        if not isinstance(self.assignee, Unset):
            assignee = self.assignee.to_dict()

        disposition: Union[Unset, dict[str, Any]] = UNSET
        if not isinstance(self.disposition, Unset):
            disposition = self.disposition.to_dict()

        merged_into: Union[Unset, dict[str, Any]] = UNSET
        if not isinstance(self.merged_into, Unset):
            merged_into = self.merged_into.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if status is not UNSET:
            field_dict["status"] = status
        if assignee is not UNSET:
            field_dict["assignee"] = assignee
        if disposition is not UNSET:
            field_dict["disposition"] = disposition
        if merged_into is not UNSET:
            field_dict["merged_into"] = merged_into

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.threat_history_entry_change_assignee import (
            ThreatHistoryEntryChangeAssignee,
        )
        from ..models.threat_history_entry_change_disposition import (
            ThreatHistoryEntryChangeDisposition,
        )
        from ..models.threat_history_entry_change_merged_into import (
            ThreatHistoryEntryChangeMergedInto,
        )
        from ..models.threat_history_entry_change_status import (
            ThreatHistoryEntryChangeStatus,
        )

        d = dict(src_dict)
        _status = d.pop("status", UNSET)
        status: Union[Unset, ThreatHistoryEntryChangeStatus]
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = ThreatHistoryEntryChangeStatus.from_dict(_status)

        _assignee = d.pop("assignee", UNSET)
        assignee: Union[Unset, ThreatHistoryEntryChangeAssignee]
        if isinstance(_assignee, Unset):
            assignee = UNSET
        else:
            assignee = ThreatHistoryEntryChangeAssignee.from_dict(_assignee)

        _disposition = d.pop("disposition", UNSET)
        disposition: Union[Unset, ThreatHistoryEntryChangeDisposition]
        if isinstance(_disposition, Unset):
            disposition = UNSET
        else:
            disposition = ThreatHistoryEntryChangeDisposition.from_dict(_disposition)

        _merged_into = d.pop("merged_into", UNSET)
        merged_into: Union[Unset, ThreatHistoryEntryChangeMergedInto]
        if isinstance(_merged_into, Unset):
            merged_into = UNSET
        else:
            merged_into = ThreatHistoryEntryChangeMergedInto.from_dict(_merged_into)

        threat_history_entry_change = cls(
            status=status,
            assignee=assignee,
            disposition=disposition,
            merged_into=merged_into,
        )

        return threat_history_entry_change
