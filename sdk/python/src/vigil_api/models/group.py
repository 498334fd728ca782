import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from dateutil.parser import isoparse

T = TypeVar("T", bound="Group")


@_attrs_define
class Group:
    """A named set of assets of the workspace (a fleet, a watch list).

    Attributes:
        id (str): `grp_…`
        name (str):
        description (Union[None, str]):
        member_count (int):
        followed (bool): Whether the workspace follows the group: its members are followed while they are members, those
            added later included.
        followed_at (Union[None, datetime.datetime]): When the workspace began following the group. RFC 3339, UTC,
            milliseconds.
        created_at (datetime.datetime): When the group was made. RFC 3339, UTC, milliseconds.
        updated_at (datetime.datetime): When its name, description or members last changed. RFC 3339, UTC, milliseconds.
    """

    id: str
    name: str
    description: Union[None, str]
    member_count: int
    followed: bool
    followed_at: Union[None, datetime.datetime]
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        description: Union[None, str]
        description = self.description

        member_count = self.member_count

        followed = self.followed

        followed_at: Union[None, str]
        if isinstance(self.followed_at, datetime.datetime):
            followed_at = self.followed_at.isoformat()
        else:
            followed_at = self.followed_at

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "description": description,
                "member_count": member_count,
                "followed": followed,
                "followed_at": followed_at,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        def _parse_description(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        description = _parse_description(d.pop("description"))

        member_count = d.pop("member_count")

        followed = d.pop("followed")

        def _parse_followed_at(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                followed_at_type_0 = isoparse(data)

                return followed_at_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        followed_at = _parse_followed_at(d.pop("followed_at"))

        created_at = isoparse(d.pop("created_at"))

        updated_at = isoparse(d.pop("updated_at"))

        group = cls(
            id=id,
            name=name,
            description=description,
            member_count=member_count,
            followed=followed,
            followed_at=followed_at,
            created_at=created_at,
            updated_at=updated_at,
        )

        group.additional_properties = d
        return group

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
