from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define

from ..models.asset_sanctions_item_matched_on_item import (
    AssetSanctionsItemMatchedOnItem,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.asset_sanctions_item_name_match import AssetSanctionsItemNameMatch


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
        matched_on (list[AssetSanctionsItemMatchedOnItem]): What agreed, strongest first: identifiers, then `name` when
            one of the vessel’s names (current or former) matches a name of the listed vessel (see `name_match`).
        name_match (Union[Unset, AssetSanctionsItemNameMatch]): Present when `matched_on` holds `name`.
    """

    source: str
    entry_id: str
    name: str
    kind: str
    programs: list[str]
    lists: list[str]
    list_version: str
    matched_on: list[AssetSanctionsItemMatchedOnItem]
    name_match: Union[Unset, "AssetSanctionsItemNameMatch"] = UNSET

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

        name_match: Union[Unset, dict[str, Any]] = UNSET
        if not isinstance(self.name_match, Unset):
            name_match = self.name_match.to_dict()

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
        if name_match is not UNSET:
            field_dict["name_match"] = name_match

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.asset_sanctions_item_name_match import AssetSanctionsItemNameMatch

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

        _name_match = d.pop("name_match", UNSET)
        name_match: Union[Unset, AssetSanctionsItemNameMatch]
        if isinstance(_name_match, Unset):
            name_match = UNSET
        else:
            name_match = AssetSanctionsItemNameMatch.from_dict(_name_match)

        asset_sanctions_item = cls(
            source=source,
            entry_id=entry_id,
            name=name,
            kind=kind,
            programs=programs,
            lists=lists,
            list_version=list_version,
            matched_on=matched_on,
            name_match=name_match,
        )

        return asset_sanctions_item
