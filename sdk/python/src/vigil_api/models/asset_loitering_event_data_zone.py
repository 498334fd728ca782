from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.asset_loitering_event_data_zone_kind import (
    AssetLoiteringEventDataZoneKind,
)

T = TypeVar("T", bound="AssetLoiteringEventDataZone")


@_attrs_define
class AssetLoiteringEventDataZone:
    """Which zone (the rule’s `where`).

    Attributes:
        kind (AssetLoiteringEventDataZoneKind): `site`: the zone is a site; `area`: the zone or circle drawn on the rule
            itself; `asset`: a roaming zone, the circle around an asset as it moves.
        id (str): The site id, for an `area` the rule id, for an `asset` the asset the zone moves with.
    """

    kind: AssetLoiteringEventDataZoneKind
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
        kind = AssetLoiteringEventDataZoneKind(d.pop("kind"))

        id = d.pop("id")

        asset_loitering_event_data_zone = cls(
            kind=kind,
            id=id,
        )

        return asset_loitering_event_data_zone
