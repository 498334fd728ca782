from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define

from ..models.update_case_request_status import UpdateCaseRequestStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateCaseRequest")


@_attrs_define
class UpdateCaseRequest:
    """
    Attributes:
        title (Union[Unset, str]):
        description (Union[None, Unset, str]):
        status (Union[Unset, UpdateCaseRequestStatus]):
    """

    title: Union[Unset, str] = UNSET
    description: Union[None, Unset, str] = UNSET
    status: Union[Unset, UpdateCaseRequestStatus] = UNSET

    def to_dict(self) -> dict[str, Any]:
        title = self.title

        description: Union[None, Unset, str]
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        status: Union[Unset, str] = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if title is not UNSET:
            field_dict["title"] = title
        if description is not UNSET:
            field_dict["description"] = description
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        title = d.pop("title", UNSET)

        def _parse_description(data: object) -> Union[None, Unset, str]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(Union[None, Unset, str], data)

        description = _parse_description(d.pop("description", UNSET))

        _status = d.pop("status", UNSET)
        status: Union[Unset, UpdateCaseRequestStatus]
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = UpdateCaseRequestStatus(_status)

        update_case_request = cls(
            title=title,
            description=description,
            status=status,
        )

        return update_case_request
