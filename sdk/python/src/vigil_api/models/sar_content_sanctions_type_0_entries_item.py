from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SarContentSanctionsType0EntriesItem")


@_attrs_define
class SarContentSanctionsType0EntriesItem:
    """
    Attributes:
        list_source (str): E.g. `ofac_sdn`.
        list_version (Union[None, str]): The list’s version the alert matched (OFAC: its issue date).
        entry_id (Union[None, str]): The entry’s id on the list (OFAC: the SDN entry’s profile id).
        name (str): The entry’s name as listed.
        programs (list[str]): Its sanctions programmes, e.g. `ILLICIT-DRUGS-EO14059`.
        designated_at (Union[None, str]): When the list designated it, YYYY-MM-DD.
        listed_address (str): The listed address the activity dealt with.
        exposure (str): `ownership`, `direct` or `indirect`.
        path (Union[None, str]): Indirect exposure: the addresses from the party to the listed one.
        exposure_usd (Union[None, str]): The dollar exposure, when known.
        before_designation (bool): The dealing came before the designation.
        alert_ids (list[str]): The sanctions alerts (`alr_…`) that matched it.
    """

    list_source: str
    list_version: Union[None, str]
    entry_id: Union[None, str]
    name: str
    programs: list[str]
    designated_at: Union[None, str]
    listed_address: str
    exposure: str
    path: Union[None, str]
    exposure_usd: Union[None, str]
    before_designation: bool
    alert_ids: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        list_source = self.list_source

        list_version: Union[None, str]
        list_version = self.list_version

        entry_id: Union[None, str]
        entry_id = self.entry_id

        name = self.name

        programs = self.programs

        designated_at: Union[None, str]
        designated_at = self.designated_at

        listed_address = self.listed_address

        exposure = self.exposure

        path: Union[None, str]
        path = self.path

        exposure_usd: Union[None, str]
        exposure_usd = self.exposure_usd

        before_designation = self.before_designation

        alert_ids = self.alert_ids

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "list_source": list_source,
                "list_version": list_version,
                "entry_id": entry_id,
                "name": name,
                "programs": programs,
                "designated_at": designated_at,
                "listed_address": listed_address,
                "exposure": exposure,
                "path": path,
                "exposure_usd": exposure_usd,
                "before_designation": before_designation,
                "alert_ids": alert_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        list_source = d.pop("list_source")

        def _parse_list_version(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        list_version = _parse_list_version(d.pop("list_version"))

        def _parse_entry_id(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        entry_id = _parse_entry_id(d.pop("entry_id"))

        name = d.pop("name")

        programs = cast(list[str], d.pop("programs"))

        def _parse_designated_at(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        designated_at = _parse_designated_at(d.pop("designated_at"))

        listed_address = d.pop("listed_address")

        exposure = d.pop("exposure")

        def _parse_path(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        path = _parse_path(d.pop("path"))

        def _parse_exposure_usd(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        exposure_usd = _parse_exposure_usd(d.pop("exposure_usd"))

        before_designation = d.pop("before_designation")

        alert_ids = cast(list[str], d.pop("alert_ids"))

        sar_content_sanctions_type_0_entries_item = cls(
            list_source=list_source,
            list_version=list_version,
            entry_id=entry_id,
            name=name,
            programs=programs,
            designated_at=designated_at,
            listed_address=listed_address,
            exposure=exposure,
            path=path,
            exposure_usd=exposure_usd,
            before_designation=before_designation,
            alert_ids=alert_ids,
        )

        sar_content_sanctions_type_0_entries_item.additional_properties = d
        return sar_content_sanctions_type_0_entries_item

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
