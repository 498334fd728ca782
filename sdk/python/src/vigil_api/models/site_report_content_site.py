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

from ..models.site_report_content_site_status import SiteReportContentSiteStatus

if TYPE_CHECKING:
    from ..models.site_report_content_site_boundary import SiteReportContentSiteBoundary


T = TypeVar("T", bound="SiteReportContentSite")


@_attrs_define
class SiteReportContentSite:
    """
    Attributes:
        id (str): The site id.
        name (Union[None, str]):
        status (SiteReportContentSiteStatus):
        area_km2 (float): Area of the boundary, km².
        center (list[float]): Centre of the site. `[lon, lat]`, WGS 84.
        boundary (SiteReportContentSiteBoundary): A GeoJSON geometry (RFC 7946), `[lon, lat]` in WGS 84.
        detection_types (Union[None, list[str]]): The types the site watches; null for all.
    """

    id: str
    name: Union[None, str]
    status: SiteReportContentSiteStatus
    area_km2: float
    center: list[float]
    boundary: "SiteReportContentSiteBoundary"
    detection_types: Union[None, list[str]]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name: Union[None, str]
        name = self.name

        status = self.status.value

        area_km2 = self.area_km2

        center = []
        for center_item_data in self.center:
            center_item: float
            center_item = center_item_data
            center.append(center_item)

        boundary = self.boundary.to_dict()

        detection_types: Union[None, list[str]]
        if isinstance(self.detection_types, list):
            detection_types = self.detection_types

        else:
            detection_types = self.detection_types

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "status": status,
                "area_km2": area_km2,
                "center": center,
                "boundary": boundary,
                "detection_types": detection_types,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.site_report_content_site_boundary import (
            SiteReportContentSiteBoundary,
        )

        d = dict(src_dict)
        id = d.pop("id")

        def _parse_name(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        name = _parse_name(d.pop("name"))

        status = SiteReportContentSiteStatus(d.pop("status"))

        area_km2 = d.pop("area_km2")

        center = []
        _center = d.pop("center")
        for center_item_data in _center:

            def _parse_center_item(data: object) -> float:
                return cast(float, data)

            center_item = _parse_center_item(center_item_data)

            center.append(center_item)

        boundary = SiteReportContentSiteBoundary.from_dict(d.pop("boundary"))

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

        site_report_content_site = cls(
            id=id,
            name=name,
            status=status,
            area_km2=area_km2,
            center=center,
            boundary=boundary,
            detection_types=detection_types,
        )

        site_report_content_site.additional_properties = d
        return site_report_content_site

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
