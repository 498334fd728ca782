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

if TYPE_CHECKING:
    from ..models.site_report_content_detections_latest_item_assets_item import (
        SiteReportContentDetectionsLatestItemAssetsItem,
    )
    from ..models.site_report_content_detections_latest_item_chips_item import (
        SiteReportContentDetectionsLatestItemChipsItem,
    )
    from ..models.site_report_content_detections_latest_item_geometry_type_0 import (
        SiteReportContentDetectionsLatestItemGeometryType0,
    )


T = TypeVar("T", bound="SiteReportContentDetectionsLatestItem")


@_attrs_define
class SiteReportContentDetectionsLatestItem:
    """
    Attributes:
        id (str):
        assets (list['SiteReportContentDetectionsLatestItemAssetsItem']): The vessels or aircraft the detection concerns
            (from its track evidence); empty for one from imagery or an external detector that names none.
        type_ (str):
        confidence (float): Detection confidence, 0–1.
        observed_at (datetime.datetime): When the detection was observed. RFC 3339, UTC, milliseconds.
        geometry (Union['SiteReportContentDetectionsLatestItemGeometryType0', None]): A GeoJSON geometry (RFC 7946),
            `[lon, lat]` in WGS 84.
        at_site (bool): False for a detection whose geometry lies more than 10 km outside the site (stored before such
            detections were refused): listed, but not drawn on the map, which it would pull away from the site.
        useful (Union[None, bool]): The feedback; null when unrated.
        chips (list['SiteReportContentDetectionsLatestItemChipsItem']): Images kept as the detection’s evidence (imagery
            detections); the PDF shows them.
    """

    id: str
    assets: list["SiteReportContentDetectionsLatestItemAssetsItem"]
    type_: str
    confidence: float
    observed_at: datetime.datetime
    geometry: Union["SiteReportContentDetectionsLatestItemGeometryType0", None]
    at_site: bool
    useful: Union[None, bool]
    chips: list["SiteReportContentDetectionsLatestItemChipsItem"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.site_report_content_detections_latest_item_geometry_type_0 import (
            SiteReportContentDetectionsLatestItemGeometryType0,
        )

        id = self.id

        assets = []
        for assets_item_data in self.assets:
            assets_item = assets_item_data.to_dict()
            assets.append(assets_item)

        type_ = self.type_

        confidence = self.confidence

        observed_at = self.observed_at.isoformat()

        geometry: Union[None, dict[str, Any]]
        if isinstance(
            self.geometry, SiteReportContentDetectionsLatestItemGeometryType0
        ):
            geometry = self.geometry.to_dict()
        else:
            geometry = self.geometry

        at_site = self.at_site

        useful: Union[None, bool]
        useful = self.useful

        chips = []
        for chips_item_data in self.chips:
            chips_item = chips_item_data.to_dict()
            chips.append(chips_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "assets": assets,
                "type": type_,
                "confidence": confidence,
                "observed_at": observed_at,
                "geometry": geometry,
                "at_site": at_site,
                "useful": useful,
                "chips": chips,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.site_report_content_detections_latest_item_assets_item import (
            SiteReportContentDetectionsLatestItemAssetsItem,
        )
        from ..models.site_report_content_detections_latest_item_chips_item import (
            SiteReportContentDetectionsLatestItemChipsItem,
        )
        from ..models.site_report_content_detections_latest_item_geometry_type_0 import (
            SiteReportContentDetectionsLatestItemGeometryType0,
        )

        d = dict(src_dict)
        id = d.pop("id")

        assets = []
        _assets = d.pop("assets")
        for assets_item_data in _assets:
            assets_item = SiteReportContentDetectionsLatestItemAssetsItem.from_dict(
                assets_item_data
            )

            assets.append(assets_item)

        type_ = d.pop("type")

        confidence = d.pop("confidence")

        observed_at = isoparse(d.pop("observed_at"))

        def _parse_geometry(
            data: object,
        ) -> Union["SiteReportContentDetectionsLatestItemGeometryType0", None]:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                geometry_type_0 = (
                    SiteReportContentDetectionsLatestItemGeometryType0.from_dict(data)
                )

                return geometry_type_0
            except:  # noqa: E722
                pass
            return cast(
                Union["SiteReportContentDetectionsLatestItemGeometryType0", None], data
            )

        geometry = _parse_geometry(d.pop("geometry"))

        at_site = d.pop("at_site")

        def _parse_useful(data: object) -> Union[None, bool]:
            if data is None:
                return data
            return cast(Union[None, bool], data)

        useful = _parse_useful(d.pop("useful"))

        chips = []
        _chips = d.pop("chips")
        for chips_item_data in _chips:
            chips_item = SiteReportContentDetectionsLatestItemChipsItem.from_dict(
                chips_item_data
            )

            chips.append(chips_item)

        site_report_content_detections_latest_item = cls(
            id=id,
            assets=assets,
            type_=type_,
            confidence=confidence,
            observed_at=observed_at,
            geometry=geometry,
            at_site=at_site,
            useful=useful,
            chips=chips,
        )

        site_report_content_detections_latest_item.additional_properties = d
        return site_report_content_detections_latest_item

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
