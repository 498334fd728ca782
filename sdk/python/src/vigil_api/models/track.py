import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from dateutil.parser import isoparse

if TYPE_CHECKING:
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
    """

    asset_id: str
    from_: datetime.datetime
    to: datetime.datetime
    thinned: bool
    points: list["TrackPointsItem"]
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

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
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

        track = cls(
            asset_id=asset_id,
            from_=from_,
            to=to,
            thinned=thinned,
            points=points,
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
