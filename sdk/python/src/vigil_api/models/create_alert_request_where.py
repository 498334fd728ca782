from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateAlertRequestWhere")


@_attrs_define
class CreateAlertRequestWhere:
    """Exactly one of `site_id`, `zone`, `coordinates` or `near_asset`.

    Attributes:
        site_id (Union[Unset, str]): Watch this site.
        zone (Union[Unset, Any]): Watch this zone: a Polygon or MultiPolygon. GeoJSON (RFC 7946), `[lon, lat]` in WGS
            84; any winding.
        coordinates (Union[Unset, Any]): Watch a circle around this point, `[lon, lat]`. GeoJSON (RFC 7946), `[lon,
            lat]` in WGS 84; any winding.
        near_asset (Union[Unset, str]): A roaming zone: watch the circle of `radius_m` around this asset as it moves
            (`zone_entry` / `zone_exit` rules).
        radius_m (Union[Unset, float]): The circle’s radius (default 1000); with `near_asset` required, from 100 to
            20000.
    """

    site_id: Union[Unset, str] = UNSET
    zone: Union[Unset, Any] = UNSET
    coordinates: Union[Unset, Any] = UNSET
    near_asset: Union[Unset, str] = UNSET
    radius_m: Union[Unset, float] = UNSET

    def to_dict(self) -> dict[str, Any]:
        site_id = self.site_id

        zone = self.zone

        coordinates = self.coordinates

        near_asset = self.near_asset

        radius_m = self.radius_m

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if site_id is not UNSET:
            field_dict["site_id"] = site_id
        if zone is not UNSET:
            field_dict["zone"] = zone
        if coordinates is not UNSET:
            field_dict["coordinates"] = coordinates
        if near_asset is not UNSET:
            field_dict["near_asset"] = near_asset
        if radius_m is not UNSET:
            field_dict["radius_m"] = radius_m

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        site_id = d.pop("site_id", UNSET)

        zone = d.pop("zone", UNSET)

        coordinates = d.pop("coordinates", UNSET)

        near_asset = d.pop("near_asset", UNSET)

        radius_m = d.pop("radius_m", UNSET)

        create_alert_request_where = cls(
            site_id=site_id,
            zone=zone,
            coordinates=coordinates,
            near_asset=near_asset,
            radius_m=radius_m,
        )

        return create_alert_request_where
