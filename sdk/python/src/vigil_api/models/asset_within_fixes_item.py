import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

T = TypeVar("T", bound="AssetWithinFixesItem")


@_attrs_define
class AssetWithinFixesItem:
    """
    Attributes:
        at (datetime.datetime): When. RFC 3339, UTC, milliseconds.
        lon (float):
        lat (float):
    """

    at: datetime.datetime
    lon: float
    lat: float

    def to_dict(self) -> dict[str, Any]:
        at = self.at.isoformat()

        lon = self.lon

        lat = self.lat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "lon": lon,
                "lat": lat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = isoparse(d.pop("at"))

        lon = d.pop("lon")

        lat = d.pop("lat")

        asset_within_fixes_item = cls(
            at=at,
            lon=lon,
            lat=lat,
        )

        return asset_within_fixes_item
