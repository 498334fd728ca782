import datetime
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
from dateutil.parser import isoparse

from ..models.site_status import SiteStatus

if TYPE_CHECKING:
    from ..models.area import Area
    from ..models.site_imagery_type_0 import SiteImageryType0
    from ..models.site_metadata_type_0 import SiteMetadataType0
    from ..models.site_state import SiteState


T = TypeVar("T", bound="Site")


@_attrs_define
class Site:
    """An area the workspace monitors.

    Attributes:
        id (str): The site id (`site_…`).
        name (Union[None, str]):
        boundary (Area): A GeoJSON Polygon or MultiPolygon, right-hand rule; a shape crossing the antimeridian is split
            into a MultiPolygon.
        center (list[float]): A point inside or at the middle of the site: `[lon, lat]`, WGS 84.
        area_km2 (float): Geodesic area, square kilometres.
        radius_m (Union[None, float]): For a site made from coordinates: the circle’s radius, metres.
        detection_types (Union[None, list[str]]): The detection types the site takes; null for any.
        metadata (Union['SiteMetadataType0', None]): Your own keys and values.
        status (SiteStatus): `stopped` after `DELETE`: readable, with its detections, but takes no new ones.
        state (SiteState): What the site holds now.
        created_at (datetime.datetime): When the site was created. RFC 3339, UTC, milliseconds.
        stopped_at (Union[None, datetime.datetime]): When monitoring stopped. RFC 3339, UTC, milliseconds.
        imagery (Union['SiteImageryType0', None]): Imagery settings, defaults filled in; null when imagery was never
            turned on.
    """

    id: str
    name: Union[None, str]
    boundary: "Area"
    center: list[float]
    area_km2: float
    radius_m: Union[None, float]
    detection_types: Union[None, list[str]]
    metadata: Union["SiteMetadataType0", None]
    status: SiteStatus
    state: "SiteState"
    created_at: datetime.datetime
    stopped_at: Union[None, datetime.datetime]
    imagery: Union["SiteImageryType0", None]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.site_imagery_type_0 import SiteImageryType0
        from ..models.site_metadata_type_0 import SiteMetadataType0

        id = self.id

        name: Union[None, str]
        name = self.name

        boundary = self.boundary.to_dict()

        center = self.center

        area_km2 = self.area_km2

        radius_m: Union[None, float]
        radius_m = self.radius_m

        detection_types: Union[None, list[str]]
        if isinstance(self.detection_types, list):
            detection_types = self.detection_types

        else:
            detection_types = self.detection_types

        metadata: Union[None, dict[str, Any]]
        if isinstance(self.metadata, SiteMetadataType0):
            metadata = self.metadata.to_dict()
        else:
            metadata = self.metadata

        status = self.status.value

        state = self.state.to_dict()

        created_at = self.created_at.isoformat()

        stopped_at: Union[None, str]
        if isinstance(self.stopped_at, datetime.datetime):
            stopped_at = self.stopped_at.isoformat()
        else:
            stopped_at = self.stopped_at

        imagery: Union[None, dict[str, Any]]
        if isinstance(self.imagery, SiteImageryType0):
            imagery = self.imagery.to_dict()
        else:
            imagery = self.imagery

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "boundary": boundary,
                "center": center,
                "area_km2": area_km2,
                "radius_m": radius_m,
                "detection_types": detection_types,
                "metadata": metadata,
                "status": status,
                "state": state,
                "created_at": created_at,
                "stopped_at": stopped_at,
                "imagery": imagery,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.area import Area
        from ..models.site_imagery_type_0 import SiteImageryType0
        from ..models.site_metadata_type_0 import SiteMetadataType0
        from ..models.site_state import SiteState

        d = dict(src_dict)
        id = d.pop("id")

        def _parse_name(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        name = _parse_name(d.pop("name"))

        boundary = Area.from_dict(d.pop("boundary"))

        center = cast(list[float], d.pop("center"))

        area_km2 = d.pop("area_km2")

        def _parse_radius_m(data: object) -> Union[None, float]:
            if data is None:
                return data
            return cast(Union[None, float], data)

        radius_m = _parse_radius_m(d.pop("radius_m"))

        def _parse_detection_types(data: object) -> Union[None, list[str]]:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                detection_types_type_0 = cast(list[str], data)

                return detection_types_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, list[str]], data)

        detection_types = _parse_detection_types(d.pop("detection_types"))

        def _parse_metadata(data: object) -> Union["SiteMetadataType0", None]:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                metadata_type_0 = SiteMetadataType0.from_dict(data)

                return metadata_type_0
            except:  # noqa: E722
                pass
            return cast(Union["SiteMetadataType0", None], data)

        metadata = _parse_metadata(d.pop("metadata"))

        status = SiteStatus(d.pop("status"))

        state = SiteState.from_dict(d.pop("state"))

        created_at = isoparse(d.pop("created_at"))

        def _parse_stopped_at(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stopped_at_type_0 = isoparse(data)

                return stopped_at_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        stopped_at = _parse_stopped_at(d.pop("stopped_at"))

        def _parse_imagery(data: object) -> Union["SiteImageryType0", None]:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                imagery_type_0 = SiteImageryType0.from_dict(data)

                return imagery_type_0
            except:  # noqa: E722
                pass
            return cast(Union["SiteImageryType0", None], data)

        imagery = _parse_imagery(d.pop("imagery"))

        site = cls(
            id=id,
            name=name,
            boundary=boundary,
            center=center,
            area_km2=area_km2,
            radius_m=radius_m,
            detection_types=detection_types,
            metadata=metadata,
            status=status,
            state=state,
            created_at=created_at,
            stopped_at=stopped_at,
            imagery=imagery,
        )

        site.additional_properties = d
        return site

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
