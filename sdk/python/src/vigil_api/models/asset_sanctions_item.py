from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.asset_sanctions_item_matched_on_item import (
    AssetSanctionsItemMatchedOnItem,
)

T = TypeVar("T", bound="AssetSanctionsItem")


@_attrs_define
class AssetSanctionsItem:
    """
    Attributes:
        source (str): The list, e.g. `ofac_sdn` (OFAC’s SDN list).
        entry_id (str): The entry’s id in the list (OFAC: its profile id).
        name (str): The entry’s name as the list writes it.
        kind (str): `vessel`, `aircraft`, `entity`, `individual` or `other`.
        programs (list[str]): Sanctions programmes, e.g. `IRAN-EO13846`.
        lists (list[str]): E.g. `SDN List`.
        list_version (str): The version of the list matched (OFAC: its issue date).
        matched_on (list[AssetSanctionsItemMatchedOnItem]): The identifiers that agreed, strongest first.
    """

    source: str
    entry_id: str
    name: str
    kind: str
    programs: list[str]
    lists: list[str]
    list_version: str
    matched_on: list[AssetSanctionsItemMatchedOnItem]

    def to_dict(self) -> dict[str, Any]:
        source = self.source

        entry_id = self.entry_id

        name = self.name

        kind = self.kind

        programs = self.programs

        lists = self.lists

        list_version = self.list_version

        matched_on = []
        for matched_on_item_data in self.matched_on:
            matched_on_item = matched_on_item_data.value
            matched_on.append(matched_on_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "source": source,
                "entry_id": entry_id,
                "name": name,
                "kind": kind,
                "programs": programs,
                "lists": lists,
                "list_version": list_version,
                "matched_on": matched_on,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        source = d.pop("source")

        entry_id = d.pop("entry_id")

        name = d.pop("name")

        kind = d.pop("kind")

        programs = cast(list[str], d.pop("programs"))

        lists = cast(list[str], d.pop("lists"))

        list_version = d.pop("list_version")

        matched_on = []
        _matched_on = d.pop("matched_on")
        for matched_on_item_data in _matched_on:
            matched_on_item = AssetSanctionsItemMatchedOnItem(matched_on_item_data)

            matched_on.append(matched_on_item)

        asset_sanctions_item = cls(
            source=source,
            entry_id=entry_id,
            name=name,
            kind=kind,
            programs=programs,
            lists=lists,
            list_version=list_version,
            matched_on=matched_on,
        )

        return asset_sanctions_item
