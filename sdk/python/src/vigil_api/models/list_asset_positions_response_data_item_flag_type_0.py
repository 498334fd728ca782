from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ListAssetPositionsResponseDataItemFlagType0")


@_attrs_define
class ListAssetPositionsResponseDataItemFlagType0:
    """The flag the MMSI’s MID names (ITU’s Table of Maritime Identification Digits); null for an MMSI without one (AIS-
    SART, MOB, EPIRB) or without an MMSI.

        Attributes:
            mid (str): The Maritime Identification Digits of the MMSI.
            country (str): ITU’s name of the administration that assigned them.
            code (Union[None, str]): ISO 3166-1 alpha-2; null when the MID stands for several (306).
    """

    mid: str
    country: str
    code: Union[None, str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        mid = self.mid

        country = self.country

        code: Union[None, str]
        code = self.code

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mid": mid,
                "country": country,
                "code": code,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mid = d.pop("mid")

        country = d.pop("country")

        def _parse_code(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        code = _parse_code(d.pop("code"))

        list_asset_positions_response_data_item_flag_type_0 = cls(
            mid=mid,
            country=country,
            code=code,
        )

        list_asset_positions_response_data_item_flag_type_0.additional_properties = d
        return list_asset_positions_response_data_item_flag_type_0

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
