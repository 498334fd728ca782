from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PortWpiType0")


@_attrs_define
class PortWpiType0:
    """What the index says of the port; depths are null where it gives none.

    Attributes:
        number (float): The World Port Index number.
        water_body (Union[None, str]):
        harbor_size (Union[None, str]): `Very Small`, `Small`, `Medium` or `Large`.
        harbor_type (Union[None, str]): E.g. `Coastal (Breakwater)`, `River (Natural)`.
        channel_depth_m (Union[None, float]):
        anchorage_depth_m (Union[None, float]):
        cargo_pier_depth_m (Union[None, float]):
    """

    number: float
    water_body: Union[None, str]
    harbor_size: Union[None, str]
    harbor_type: Union[None, str]
    channel_depth_m: Union[None, float]
    anchorage_depth_m: Union[None, float]
    cargo_pier_depth_m: Union[None, float]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        water_body: Union[None, str]
        water_body = self.water_body

        harbor_size: Union[None, str]
        harbor_size = self.harbor_size

        harbor_type: Union[None, str]
        harbor_type = self.harbor_type

        channel_depth_m: Union[None, float]
        channel_depth_m = self.channel_depth_m

        anchorage_depth_m: Union[None, float]
        anchorage_depth_m = self.anchorage_depth_m

        cargo_pier_depth_m: Union[None, float]
        cargo_pier_depth_m = self.cargo_pier_depth_m

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "number": number,
                "water_body": water_body,
                "harbor_size": harbor_size,
                "harbor_type": harbor_type,
                "channel_depth_m": channel_depth_m,
                "anchorage_depth_m": anchorage_depth_m,
                "cargo_pier_depth_m": cargo_pier_depth_m,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        number = d.pop("number")

        def _parse_water_body(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        water_body = _parse_water_body(d.pop("water_body"))

        def _parse_harbor_size(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        harbor_size = _parse_harbor_size(d.pop("harbor_size"))

        def _parse_harbor_type(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        harbor_type = _parse_harbor_type(d.pop("harbor_type"))

        def _parse_channel_depth_m(data: object) -> Union[None, float]:
            if data is None:
                return data
            return cast(Union[None, float], data)

        channel_depth_m = _parse_channel_depth_m(d.pop("channel_depth_m"))

        def _parse_anchorage_depth_m(data: object) -> Union[None, float]:
            if data is None:
                return data
            return cast(Union[None, float], data)

        anchorage_depth_m = _parse_anchorage_depth_m(d.pop("anchorage_depth_m"))

        def _parse_cargo_pier_depth_m(data: object) -> Union[None, float]:
            if data is None:
                return data
            return cast(Union[None, float], data)

        cargo_pier_depth_m = _parse_cargo_pier_depth_m(d.pop("cargo_pier_depth_m"))

        port_wpi_type_0 = cls(
            number=number,
            water_body=water_body,
            harbor_size=harbor_size,
            harbor_type=harbor_type,
            channel_depth_m=channel_depth_m,
            anchorage_depth_m=anchorage_depth_m,
            cargo_pier_depth_m=cargo_pier_depth_m,
        )

        port_wpi_type_0.additional_properties = d
        return port_wpi_type_0

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
