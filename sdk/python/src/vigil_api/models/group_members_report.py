from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.group import Group
    from ..models.group_members_report_rejected_item import (
        GroupMembersReportRejectedItem,
    )


T = TypeVar("T", bound="GroupMembersReport")


@_attrs_define
class GroupMembersReport:
    """What a bulk change did with each id.

    Attributes:
        group (Group): A named set of assets of the workspace (a fleet, a watch list).
        changed (int): Assets that became members (adding) or stopped being members (removing).
        unchanged (int): Ids that were members already (adding) or were not members (removing), repeats included.
        rejected (list['GroupMembersReportRejectedItem']): Ids refused, each with why: an id no asset has. The others
            were applied.
    """

    group: "Group"
    changed: int
    unchanged: int
    rejected: list["GroupMembersReportRejectedItem"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        group = self.group.to_dict()

        changed = self.changed

        unchanged = self.unchanged

        rejected = []
        for rejected_item_data in self.rejected:
            rejected_item = rejected_item_data.to_dict()
            rejected.append(rejected_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "group": group,
                "changed": changed,
                "unchanged": unchanged,
                "rejected": rejected,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.group import Group
        from ..models.group_members_report_rejected_item import (
            GroupMembersReportRejectedItem,
        )

        d = dict(src_dict)
        group = Group.from_dict(d.pop("group"))

        changed = d.pop("changed")

        unchanged = d.pop("unchanged")

        rejected = []
        _rejected = d.pop("rejected")
        for rejected_item_data in _rejected:
            rejected_item = GroupMembersReportRejectedItem.from_dict(rejected_item_data)

            rejected.append(rejected_item)

        group_members_report = cls(
            group=group,
            changed=changed,
            unchanged=unchanged,
            rejected=rejected,
        )

        group_members_report.additional_properties = d
        return group_members_report

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
