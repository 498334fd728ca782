from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="NameScreeningListsItem")


@_attrs_define
class NameScreeningListsItem:
    """
    Attributes:
        source (str):
        version (str):
        entries (int): Listed entries searched.
    """

    source: str
    version: str
    entries: int

    def to_dict(self) -> dict[str, Any]:
        source = self.source

        version = self.version

        entries = self.entries

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "source": source,
                "version": version,
                "entries": entries,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        source = d.pop("source")

        version = d.pop("version")

        entries = d.pop("entries")

        name_screening_lists_item = cls(
            source=source,
            version=version,
            entries=entries,
        )

        return name_screening_lists_item
