from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define

from ..models.update_threat_request_status import UpdateThreatRequestStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateThreatRequest")


@_attrs_define
class UpdateThreatRequest:
    """
    Attributes:
        status (UpdateThreatRequestStatus):
        note (Union[None, Unset, str]): Why, for the record; null clears it.
    """

    status: UpdateThreatRequestStatus
    note: Union[None, Unset, str] = UNSET

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        note: Union[None, Unset, str]
        if isinstance(self.note, Unset):
            note = UNSET
        else:
            note = self.note

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
            }
        )
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = UpdateThreatRequestStatus(d.pop("status"))

        def _parse_note(data: object) -> Union[None, Unset, str]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(Union[None, Unset, str], data)

        note = _parse_note(d.pop("note", UNSET))

        update_threat_request = cls(
            status=status,
            note=note,
        )

        return update_threat_request
