from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="IngestResultErrorsItem")


@_attrs_define
class IngestResultErrorsItem:
    """
    Attributes:
        detail (str): What is wrong with it.
        index (Union[Unset, int]): The refused item (JSON), from 0.
        line (Union[Unset, int]): The refused line (text), from 1.
    """

    detail: str
    index: Union[Unset, int] = UNSET
    line: Union[Unset, int] = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        detail = self.detail

        index = self.index

        line = self.line

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "detail": detail,
            }
        )
        if index is not UNSET:
            field_dict["index"] = index
        if line is not UNSET:
            field_dict["line"] = line

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        detail = d.pop("detail")

        index = d.pop("index", UNSET)

        line = d.pop("line", UNSET)

        ingest_result_errors_item = cls(
            detail=detail,
            index=index,
            line=line,
        )

        ingest_result_errors_item.additional_properties = d
        return ingest_result_errors_item

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
