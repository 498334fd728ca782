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
    from ..models.asset_report_content_sites_item_boundary import (
        AssetReportContentSitesItemBoundary,
    )


T = TypeVar("T", bound="AssetReportContentSitesItem")


@_attrs_define
class AssetReportContentSitesItem:
    """
    Attributes:
        site_id (str):
        name (Union[None, str]):
        boundary (AssetReportContentSitesItemBoundary): A GeoJSON geometry (RFC 7946), `[lon, lat]` in WGS 84.
        entries (int): Times the asset entered the site.
        time_inside_s (float): Time spent inside, seconds.
    """

    site_id: str
    name: Union[None, str]
    boundary: "AssetReportContentSitesItemBoundary"
    entries: int
    time_inside_s: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        site_id = self.site_id

        name: Union[None, str]
        name = self.name

        boundary = self.boundary.to_dict()

        entries = self.entries

        time_inside_s = self.time_inside_s

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "site_id": site_id,
                "name": name,
                "boundary": boundary,
                "entries": entries,
                "time_inside_s": time_inside_s,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.asset_report_content_sites_item_boundary import (
            AssetReportContentSitesItemBoundary,
        )

        d = dict(src_dict)
        site_id = d.pop("site_id")

        def _parse_name(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        name = _parse_name(d.pop("name"))

        boundary = AssetReportContentSitesItemBoundary.from_dict(d.pop("boundary"))

        entries = d.pop("entries")

        time_inside_s = d.pop("time_inside_s")

        asset_report_content_sites_item = cls(
            site_id=site_id,
            name=name,
            boundary=boundary,
            entries=entries,
            time_inside_s=time_inside_s,
        )

        asset_report_content_sites_item.additional_properties = d
        return asset_report_content_sites_item

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
