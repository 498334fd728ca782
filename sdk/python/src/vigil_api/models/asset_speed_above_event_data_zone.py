from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.asset_speed_above_event_data_zone_kind import (
    AssetSpeedAboveEventDataZoneKind,
)

T = TypeVar("T", bound="AssetSpeedAboveEventDataZone")


@_attrs_define
class AssetSpeedAboveEventDataZone:
    """Which zone (the rule’s `where`).

    Attributes:
        kind (AssetSpeedAboveEventDataZoneKind): `site`: the zone is a site; `area`: the zone or circle drawn on the
            rule itself; `asset`: a roaming zone, the circle around an asset as it moves.
        id (str): The site id, for an `area` the rule id, for an `asset` the asset the zone moves with.
    """

    kind: AssetSpeedAboveEventDataZoneKind
    id: str

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        id = self.id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "id": id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = AssetSpeedAboveEventDataZoneKind(d.pop("kind"))

        id = d.pop("id")

        asset_speed_above_event_data_zone = cls(
            kind=kind,
            id=id,
        )

        return asset_speed_above_event_data_zone
