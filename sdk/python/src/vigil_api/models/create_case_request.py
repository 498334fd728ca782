from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateCaseRequest")


@_attrs_define
class CreateCaseRequest:
    """
    Attributes:
        title (str):
        description (Union[Unset, str]):
    """

    title: str
    description: Union[Unset, str] = UNSET

    def to_dict(self) -> dict[str, Any]:
        title = self.title

        description = self.description

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "title": title,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        title = d.pop("title")

        description = d.pop("description", UNSET)

        create_case_request = cls(
            title=title,
            description=description,
        )

        return create_case_request
