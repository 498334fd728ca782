from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AlertWhereRoaming")


@_attrs_define
class AlertWhereRoaming:
    """
    Attributes:
        near_asset (str): The asset the circle moves with (`ast_…`).
        radius_m (float):
    """

    near_asset: str
    radius_m: float

    def to_dict(self) -> dict[str, Any]:
        near_asset = self.near_asset

        radius_m = self.radius_m

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "near_asset": near_asset,
                "radius_m": radius_m,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        near_asset = d.pop("near_asset")

        radius_m = d.pop("radius_m")

        alert_where_roaming = cls(
            near_asset=near_asset,
            radius_m=radius_m,
        )

        return alert_where_roaming
