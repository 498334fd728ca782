import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from dateutil.parser import isoparse

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.track_assets_item import TrackAssetsItem
    from ..models.track_points_item import TrackPointsItem


T = TypeVar("T", bound="Track")


@_attrs_define
class Track:
    """An asset’s positions over a time range.

    Attributes:
        asset_id (str):
        from_ (datetime.datetime): Start of the range. RFC 3339, UTC, milliseconds.
        to (datetime.datetime): End of the range (exclusive). RFC 3339, UTC, milliseconds.
        thinned (bool): Whether the range held more than `max_points` positions, so some were left out.
        points (list['TrackPointsItem']): Oldest first.
        assets (Union[Unset, list['TrackAssetsItem']]): On an IMO track merging several vessels (a ship re-flagged under
            a new MMSI): each one, in time order; `asset_id` is the newest.
    """

    asset_id: str
    from_: datetime.datetime
    to: datetime.datetime
    thinned: bool
    points: list["TrackPointsItem"]
    assets: Union[Unset, list["TrackAssetsItem"]] = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        asset_id = self.asset_id

        from_ = self.from_.isoformat()

        to = self.to.isoformat()

        thinned = self.thinned

        points = []
        for points_item_data in self.points:
            points_item = points_item_data.to_dict()
            points.append(points_item)

        assets: Union[Unset, list[dict[str, Any]]] = UNSET
        if not isinstance(self.assets, Unset):
            assets = []
            for assets_item_data in self.assets:
                assets_item = assets_item_data.to_dict()
                assets.append(assets_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "asset_id": asset_id,
                "from": from_,
                "to": to,
                "thinned": thinned,
                "points": points,
            }
        )
        if assets is not UNSET:
            field_dict["assets"] = assets

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.track_assets_item import TrackAssetsItem
        from ..models.track_points_item import TrackPointsItem

        d = dict(src_dict)
        asset_id = d.pop("asset_id")

        from_ = isoparse(d.pop("from"))

        to = isoparse(d.pop("to"))

        thinned = d.pop("thinned")

        points = []
        _points = d.pop("points")
        for points_item_data in _points:
            points_item = TrackPointsItem.from_dict(points_item_data)

            points.append(points_item)

        assets = []
        _assets = d.pop("assets", UNSET)
        for assets_item_data in _assets or []:
            assets_item = TrackAssetsItem.from_dict(assets_item_data)

            assets.append(assets_item)

        track = cls(
            asset_id=asset_id,
            from_=from_,
            to=to,
            thinned=thinned,
            points=points,
            assets=assets,
        )

        track.additional_properties = d
        return track

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
