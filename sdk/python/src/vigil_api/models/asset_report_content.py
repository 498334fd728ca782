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

from ..models.asset_report_content_kind import AssetReportContentKind

if TYPE_CHECKING:
    from ..models.asset_report_content_asset import AssetReportContentAsset
    from ..models.asset_report_content_last_position_type_0 import (
        AssetReportContentLastPositionType0,
    )
    from ..models.asset_report_content_period import AssetReportContentPeriod
    from ..models.asset_report_content_sites_item import AssetReportContentSitesItem
    from ..models.asset_report_content_track import AssetReportContentTrack


T = TypeVar("T", bound="AssetReportContent")


@_attrs_define
class AssetReportContent:
    """A report on a vessel or aircraft and its track.

    Attributes:
        kind (AssetReportContentKind):
        title (str): The report title.
        generated_at (datetime.datetime): When the content was generated. RFC 3339, UTC, milliseconds.
        period (AssetReportContentPeriod): The time span the report covers.
        asset (AssetReportContentAsset):
        track (AssetReportContentTrack):
        last_position (Union['AssetReportContentLastPositionType0', None]): The asset’s last known position, whenever it
            was: the map shows it when the track has no position in the period. Null if it never reported one.
        sites (list['AssetReportContentSitesItem']): The workspace’s active sites the asset visited in the period (a
            stopped site is left out).
    """

    kind: AssetReportContentKind
    title: str
    generated_at: datetime.datetime
    period: "AssetReportContentPeriod"
    asset: "AssetReportContentAsset"
    track: "AssetReportContentTrack"
    last_position: Union["AssetReportContentLastPositionType0", None]
    sites: list["AssetReportContentSitesItem"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.asset_report_content_last_position_type_0 import (
            AssetReportContentLastPositionType0,
        )

        kind = self.kind.value

        title = self.title

        generated_at = self.generated_at.isoformat()

        period = self.period.to_dict()

        asset = self.asset.to_dict()

        track = self.track.to_dict()

        last_position: Union[None, dict[str, Any]]
        if isinstance(self.last_position, AssetReportContentLastPositionType0):
            last_position = self.last_position.to_dict()
        else:
            last_position = self.last_position

        sites = []
        for sites_item_data in self.sites:
            sites_item = sites_item_data.to_dict()
            sites.append(sites_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "title": title,
                "generated_at": generated_at,
                "period": period,
                "asset": asset,
                "track": track,
                "last_position": last_position,
                "sites": sites,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.asset_report_content_asset import AssetReportContentAsset
        from ..models.asset_report_content_last_position_type_0 import (
            AssetReportContentLastPositionType0,
        )
        from ..models.asset_report_content_period import AssetReportContentPeriod
        from ..models.asset_report_content_sites_item import AssetReportContentSitesItem
        from ..models.asset_report_content_track import AssetReportContentTrack

        d = dict(src_dict)
        kind = AssetReportContentKind(d.pop("kind"))

        title = d.pop("title")

        generated_at = isoparse(d.pop("generated_at"))

        period = AssetReportContentPeriod.from_dict(d.pop("period"))

        asset = AssetReportContentAsset.from_dict(d.pop("asset"))

        track = AssetReportContentTrack.from_dict(d.pop("track"))

        def _parse_last_position(
            data: object,
        ) -> Union["AssetReportContentLastPositionType0", None]:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_position_type_0 = AssetReportContentLastPositionType0.from_dict(
                    data
                )

                return last_position_type_0
            except:  # noqa: E722
                pass
            return cast(Union["AssetReportContentLastPositionType0", None], data)

        last_position = _parse_last_position(d.pop("last_position"))

        sites = []
        _sites = d.pop("sites")
        for sites_item_data in _sites:
            sites_item = AssetReportContentSitesItem.from_dict(sites_item_data)

            sites.append(sites_item)

        asset_report_content = cls(
            kind=kind,
            title=title,
            generated_at=generated_at,
            period=period,
            asset=asset,
            track=track,
            last_position=last_position,
            sites=sites,
        )

        asset_report_content.additional_properties = d
        return asset_report_content

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
