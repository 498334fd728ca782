from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..models.watch_import_lines_item_status import WatchImportLinesItemStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="WatchImportLinesItem")


@_attrs_define
class WatchImportLinesItem:
    """
    Attributes:
        line (int): Its number: the array index + 1, or the CSV line counted after the header.
        status (WatchImportLinesItemStatus): `exists`: watched before; `duplicate`: named earlier in this import;
            `rejected`: see `error`.
        error (Union[Unset, str]): What is wrong with the line.
        pointer (Union[Unset, str]): The field at fault: `/chain`, `/address`, `/reference`.
    """

    line: int
    status: WatchImportLinesItemStatus
    error: Union[Unset, str] = UNSET
    pointer: Union[Unset, str] = UNSET

    def to_dict(self) -> dict[str, Any]:
        line = self.line

        status = self.status.value

        error = self.error

        pointer = self.pointer

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "line": line,
                "status": status,
            }
        )
        if error is not UNSET:
            field_dict["error"] = error
        if pointer is not UNSET:
            field_dict["pointer"] = pointer

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        line = d.pop("line")

        status = WatchImportLinesItemStatus(d.pop("status"))

        error = d.pop("error", UNSET)

        pointer = d.pop("pointer", UNSET)

        watch_import_lines_item = cls(
            line=line,
            status=status,
            error=error,
            pointer=pointer,
        )

        return watch_import_lines_item
