from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.asset_details_flag_type_0 import AssetDetailsFlagType0


T = TypeVar("T", bound="AssetDetails")


@_attrs_define
class AssetDetails:
    """Static facts from AIS types 5, 19 and 24, and what the MMSI and positions say.

    Attributes:
        ais_class (Union[None, str]): AIS `A`, `B`, `SAR`, `base` or `aton`.
        ship_type (Union[None, int]): AIS ship and cargo type (ITU-R M.1371).
        length_m (Union[None, float]):
        beam_m (Union[None, float]):
        destination (Union[None, str]):
        flag (Union['AssetDetailsFlagType0', None]): The flag the MMSI’s MID names (ITU’s Table of Maritime
            Identification Digits); null for an MMSI without one (AIS-SART, MOB, EPIRB) or without an MMSI.
        nav_status (Union[None, int]): AIS navigational status of the newest position that gave one (ITU-R M.1371 Table
            45: 0 under way using engine, 1 at anchor, 5 moored, 7 fishing, 14 AIS-SART/MOB/EPIRB active, …).
    """

    ais_class: Union[None, str]
    ship_type: Union[None, int]
    length_m: Union[None, float]
    beam_m: Union[None, float]
    destination: Union[None, str]
    flag: Union["AssetDetailsFlagType0", None]
    nav_status: Union[None, int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.asset_details_flag_type_0 import AssetDetailsFlagType0

        ais_class: Union[None, str]
        ais_class = self.ais_class

        ship_type: Union[None, int]
        ship_type = self.ship_type

        length_m: Union[None, float]
        length_m = self.length_m

        beam_m: Union[None, float]
        beam_m = self.beam_m

        destination: Union[None, str]
        destination = self.destination

        flag: Union[None, dict[str, Any]]
        if isinstance(self.flag, AssetDetailsFlagType0):
            flag = self.flag.to_dict()
        else:
            flag = self.flag

        nav_status: Union[None, int]
        nav_status = self.nav_status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ais_class": ais_class,
                "ship_type": ship_type,
                "length_m": length_m,
                "beam_m": beam_m,
                "destination": destination,
                "flag": flag,
                "nav_status": nav_status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.asset_details_flag_type_0 import AssetDetailsFlagType0

        d = dict(src_dict)

        def _parse_ais_class(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        ais_class = _parse_ais_class(d.pop("ais_class"))

        def _parse_ship_type(data: object) -> Union[None, int]:
            if data is None:
                return data
            return cast(Union[None, int], data)

        ship_type = _parse_ship_type(d.pop("ship_type"))

        def _parse_length_m(data: object) -> Union[None, float]:
            if data is None:
                return data
            return cast(Union[None, float], data)

        length_m = _parse_length_m(d.pop("length_m"))

        def _parse_beam_m(data: object) -> Union[None, float]:
            if data is None:
                return data
            return cast(Union[None, float], data)

        beam_m = _parse_beam_m(d.pop("beam_m"))

        def _parse_destination(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        destination = _parse_destination(d.pop("destination"))

        def _parse_flag(data: object) -> Union["AssetDetailsFlagType0", None]:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                flag_type_0 = AssetDetailsFlagType0.from_dict(data)

                return flag_type_0
            except:  # noqa: E722
                pass
            return cast(Union["AssetDetailsFlagType0", None], data)

        flag = _parse_flag(d.pop("flag"))

        def _parse_nav_status(data: object) -> Union[None, int]:
            if data is None:
                return data
            return cast(Union[None, int], data)

        nav_status = _parse_nav_status(d.pop("nav_status"))

        asset_details = cls(
            ais_class=ais_class,
            ship_type=ship_type,
            length_m=length_m,
            beam_m=beam_m,
            destination=destination,
            flag=flag,
            nav_status=nav_status,
        )

        asset_details.additional_properties = d
        return asset_details

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
