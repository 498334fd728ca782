from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="AddGroupMembersRequest")


@_attrs_define
class AddGroupMembersRequest:
    """
    Attributes:
        asset_ids (list[str]): 1 to 10000 asset ids.
    """

    asset_ids: list[str]

    def to_dict(self) -> dict[str, Any]:
        asset_ids = self.asset_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "asset_ids": asset_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        asset_ids = cast(list[str], d.pop("asset_ids"))

        add_group_members_request = cls(
            asset_ids=asset_ids,
        )

        return add_group_members_request
