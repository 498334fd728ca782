from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..models.add_case_item_request_kind import AddCaseItemRequestKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="AddCaseItemRequest")


@_attrs_define
class AddCaseItemRequest:
    """
    Attributes:
        kind (AddCaseItemRequestKind):
        ref_id (Union[Unset, str]): The resource to pin.
        note (Union[Unset, str]): A note, or a comment on the pinned resource.
    """

    kind: AddCaseItemRequestKind
    ref_id: Union[Unset, str] = UNSET
    note: Union[Unset, str] = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        ref_id = self.ref_id

        note = self.note

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if ref_id is not UNSET:
            field_dict["ref_id"] = ref_id
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = AddCaseItemRequestKind(d.pop("kind"))

        ref_id = d.pop("ref_id", UNSET)

        note = d.pop("note", UNSET)

        add_case_item_request = cls(
            kind=kind,
            ref_id=ref_id,
            note=note,
        )

        return add_case_item_request
