from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AssetWithinAssetIdentifiers")


@_attrs_define
class AssetWithinAssetIdentifiers:
    """What identifies the asset, as far as its sources have said.

    Attributes:
        mmsi (Union[Unset, str]): Maritime Mobile Service Identity.
        imo (Union[Unset, str]): IMO ship number.
        call_sign (Union[Unset, str]):
        icao24 (Union[Unset, str]): ICAO 24-bit address, lower-case hex.
        registration (Union[Unset, str]):
        flight (Union[Unset, str]): The flight callsign last reported.
    """

    mmsi: Union[Unset, str] = UNSET
    imo: Union[Unset, str] = UNSET
    call_sign: Union[Unset, str] = UNSET
    icao24: Union[Unset, str] = UNSET
    registration: Union[Unset, str] = UNSET
    flight: Union[Unset, str] = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        mmsi = self.mmsi

        imo = self.imo

        call_sign = self.call_sign

        icao24 = self.icao24

        registration = self.registration

        flight = self.flight

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if mmsi is not UNSET:
            field_dict["mmsi"] = mmsi
        if imo is not UNSET:
            field_dict["imo"] = imo
        if call_sign is not UNSET:
            field_dict["call_sign"] = call_sign
        if icao24 is not UNSET:
            field_dict["icao24"] = icao24
        if registration is not UNSET:
            field_dict["registration"] = registration
        if flight is not UNSET:
            field_dict["flight"] = flight

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mmsi = d.pop("mmsi", UNSET)

        imo = d.pop("imo", UNSET)

        call_sign = d.pop("call_sign", UNSET)

        icao24 = d.pop("icao24", UNSET)

        registration = d.pop("registration", UNSET)

        flight = d.pop("flight", UNSET)

        asset_within_asset_identifiers = cls(
            mmsi=mmsi,
            imo=imo,
            call_sign=call_sign,
            icao24=icao24,
            registration=registration,
            flight=flight,
        )

        asset_within_asset_identifiers.additional_properties = d
        return asset_within_asset_identifiers

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
