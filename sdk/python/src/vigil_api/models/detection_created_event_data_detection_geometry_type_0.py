from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="DetectionCreatedEventDataDetectionGeometryType0")


@_attrs_define
class DetectionCreatedEventDataDetectionGeometryType0:
    """A GeoJSON geometry (RFC 7946); polygons follow the right-hand rule.

    Attributes:
        type_ (str): A GeoJSON geometry type.
        coordinates (Union[Unset, Any]): GeoJSON coordinates, `[lon, lat]` in WGS 84.
        geometries (Union[Unset, list[Any]]): The members of a GeometryCollection.
    """

    type_: str
    coordinates: Union[Unset, Any] = UNSET
    geometries: Union[Unset, list[Any]] = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        coordinates = self.coordinates

        geometries: Union[Unset, list[Any]] = UNSET
        if not isinstance(self.geometries, Unset):
            geometries = self.geometries

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
            }
        )
        if coordinates is not UNSET:
            field_dict["coordinates"] = coordinates
        if geometries is not UNSET:
            field_dict["geometries"] = geometries

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = d.pop("type")

        coordinates = d.pop("coordinates", UNSET)

        geometries = cast(list[Any], d.pop("geometries", UNSET))

        detection_created_event_data_detection_geometry_type_0 = cls(
            type_=type_,
            coordinates=coordinates,
            geometries=geometries,
        )

        detection_created_event_data_detection_geometry_type_0.additional_properties = d
        return detection_created_event_data_detection_geometry_type_0

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
