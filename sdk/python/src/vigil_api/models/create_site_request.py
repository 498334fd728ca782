from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_site_request_imagery import CreateSiteRequestImagery
    from ..models.create_site_request_metadata import CreateSiteRequestMetadata


T = TypeVar("T", bound="CreateSiteRequest")


@_attrs_define
class CreateSiteRequest:
    """
    Attributes:
        name (Union[Unset, str]):
        boundary (Union[Unset, Any]): The area to monitor. GeoJSON (RFC 7946), `[lon, lat]` in WGS 84; any winding.
        coordinates (Union[Unset, Any]): The centre of a circular site, `[lon, lat]`. GeoJSON (RFC 7946), `[lon, lat]`
            in WGS 84; any winding.
        radius_m (Union[Unset, float]): The circle’s radius in metres, with `coordinates` (default 1000).
        detection_types (Union[Unset, list[str]]): Only these detection types are recorded at the site; omitted: any.
        metadata (Union[Unset, CreateSiteRequestMetadata]): Your own keys and values, returned as given.
        imagery (Union[Unset, CreateSiteRequestImagery]): Change detection from Sentinel-2 imagery at the site
            (docs/monitoring.md, "Imagery"): turning it on starts a look-back scan, then the site is scanned periodically
            and on demand (`POST /v1/sites/:id/scans`).
    """

    name: Union[Unset, str] = UNSET
    boundary: Union[Unset, Any] = UNSET
    coordinates: Union[Unset, Any] = UNSET
    radius_m: Union[Unset, float] = UNSET
    detection_types: Union[Unset, list[str]] = UNSET
    metadata: Union[Unset, "CreateSiteRequestMetadata"] = UNSET
    imagery: Union[Unset, "CreateSiteRequestImagery"] = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        boundary = self.boundary

        coordinates = self.coordinates

        radius_m = self.radius_m

        detection_types: Union[Unset, list[str]] = UNSET
        if not isinstance(self.detection_types, Unset):
            detection_types = self.detection_types

        metadata: Union[Unset, dict[str, Any]] = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        imagery: Union[Unset, dict[str, Any]] = UNSET
        if not isinstance(self.imagery, Unset):
            imagery = self.imagery.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if boundary is not UNSET:
            field_dict["boundary"] = boundary
        if coordinates is not UNSET:
            field_dict["coordinates"] = coordinates
        if radius_m is not UNSET:
            field_dict["radius_m"] = radius_m
        if detection_types is not UNSET:
            field_dict["detection_types"] = detection_types
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if imagery is not UNSET:
            field_dict["imagery"] = imagery

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_site_request_imagery import CreateSiteRequestImagery
        from ..models.create_site_request_metadata import CreateSiteRequestMetadata

        d = dict(src_dict)
        name = d.pop("name", UNSET)

        boundary = d.pop("boundary", UNSET)

        coordinates = d.pop("coordinates", UNSET)

        radius_m = d.pop("radius_m", UNSET)

        detection_types = cast(list[str], d.pop("detection_types", UNSET))

        _metadata = d.pop("metadata", UNSET)
        metadata: Union[Unset, CreateSiteRequestMetadata]
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = CreateSiteRequestMetadata.from_dict(_metadata)

        _imagery = d.pop("imagery", UNSET)
        imagery: Union[Unset, CreateSiteRequestImagery]
        if isinstance(_imagery, Unset):
            imagery = UNSET
        else:
            imagery = CreateSiteRequestImagery.from_dict(_imagery)

        create_site_request = cls(
            name=name,
            boundary=boundary,
            coordinates=coordinates,
            radius_m=radius_m,
            detection_types=detection_types,
            metadata=metadata,
            imagery=imagery,
        )

        return create_site_request
