import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from dateutil.parser import isoparse

if TYPE_CHECKING:
    from ..models.asset import Asset


T = TypeVar("T", bound="GroupMember")


@_attrs_define
class GroupMember:
    """A member of a group.

    Attributes:
        added_at (datetime.datetime): When the asset joined the group. RFC 3339, UTC, milliseconds.
        asset (Asset): A vessel or an aircraft: reference data shared by every workspace.
    """

    added_at: datetime.datetime
    asset: "Asset"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        added_at = self.added_at.isoformat()

        asset = self.asset.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "added_at": added_at,
                "asset": asset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.asset import Asset

        d = dict(src_dict)
        added_at = isoparse(d.pop("added_at"))

        asset = Asset.from_dict(d.pop("asset"))

        group_member = cls(
            added_at=added_at,
            asset=asset,
        )

        group_member.additional_properties = d
        return group_member

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
