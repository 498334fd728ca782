import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

T = TypeVar("T", bound="AssetEventEvidenceExitType0RoamingAssetPosition")


@_attrs_define
class AssetEventEvidenceExitType0RoamingAssetPosition:
    """Where the asset was at the instant compared.

    Attributes:
        at (datetime.datetime): The instant compared: the time of the fix that was judged. RFC 3339, UTC, milliseconds.
        lon (float): Longitude of the asset's position at `at`.
        lat (float): Latitude of the asset's position at `at`.
        fix_at (datetime.datetime): The time of the asset's fix the position comes from (the later of the two when
            interpolated). RFC 3339, UTC, milliseconds.
        interpolated (bool): Whether the asset's position was interpolated between its fixes on either side of `at`.
    """

    at: datetime.datetime
    lon: float
    lat: float
    fix_at: datetime.datetime
    interpolated: bool

    def to_dict(self) -> dict[str, Any]:
        at = self.at.isoformat()

        lon = self.lon

        lat = self.lat

        fix_at = self.fix_at.isoformat()

        interpolated = self.interpolated

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "lon": lon,
                "lat": lat,
                "fix_at": fix_at,
                "interpolated": interpolated,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = isoparse(d.pop("at"))

        lon = d.pop("lon")

        lat = d.pop("lat")

        fix_at = isoparse(d.pop("fix_at"))

        interpolated = d.pop("interpolated")

        asset_event_evidence_exit_type_0_roaming_asset_position = cls(
            at=at,
            lon=lon,
            lat=lat,
            fix_at=fix_at,
            interpolated=interpolated,
        )

        return asset_event_evidence_exit_type_0_roaming_asset_position
