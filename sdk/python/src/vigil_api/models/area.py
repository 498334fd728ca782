from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.area_type_type_0 import AreaTypeType0
from ..models.area_type_type_1 import AreaTypeType1

T = TypeVar("T", bound="Area")


@_attrs_define
class Area:
    """A GeoJSON Polygon or MultiPolygon, right-hand rule; a shape crossing the antimeridian is split into a MultiPolygon.

    Attributes:
        type_ (Union[AreaTypeType0, AreaTypeType1]):
        coordinates (Any): Rings of `[lon, lat]` positions, exterior counter-clockwise.
    """

    type_: Union[AreaTypeType0, AreaTypeType1]
    coordinates: Any
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_: str
        if isinstance(self.type_, AreaTypeType0):
            type_ = self.type_.value
        else:
            type_ = self.type_.value

        coordinates = self.coordinates

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "coordinates": coordinates,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_type_(data: object) -> Union[AreaTypeType0, AreaTypeType1]:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_0 = AreaTypeType0(data)

                return type_type_0
            except:  # noqa: E722
                pass
            if not isinstance(data, str):
                raise TypeError()
            type_type_1 = AreaTypeType1(data)

            return type_type_1

        type_ = _parse_type_(d.pop("type"))

        coordinates = d.pop("coordinates")

        area = cls(
            type_=type_,
            coordinates=coordinates,
        )

        area.additional_properties = d
        return area

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
