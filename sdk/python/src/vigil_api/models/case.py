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

from ..models.case_status import CaseStatus

T = TypeVar("T", bound="Case")


@_attrs_define
class Case:
    """An investigation.

    Attributes:
        id (str): The case id (`case_…`).
        title (str):
        description (Union[None, str]):
        status (CaseStatus):
        items_count (int):
        created_at (datetime.datetime): When the case was opened. RFC 3339, UTC, milliseconds.
        updated_at (datetime.datetime): When the case last changed (edited, closed or reopened, an item added or
            removed). RFC 3339, UTC, milliseconds.
    """

    id: str
    title: str
    description: Union[None, str]
    status: CaseStatus
    items_count: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        title = self.title

        description: Union[None, str]
        description = self.description

        status = self.status.value

        items_count = self.items_count

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "title": title,
                "description": description,
                "status": status,
                "items_count": items_count,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        def _parse_description(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        description = _parse_description(d.pop("description"))

        status = CaseStatus(d.pop("status"))

        items_count = d.pop("items_count")

        created_at = isoparse(d.pop("created_at"))

        updated_at = isoparse(d.pop("updated_at"))

        case = cls(
            id=id,
            title=title,
            description=description,
            status=status,
            items_count=items_count,
            created_at=created_at,
            updated_at=updated_at,
        )

        case.additional_properties = d
        return case

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
