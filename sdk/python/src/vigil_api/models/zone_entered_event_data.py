from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
)

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.zone_entered_event_data_position import ZoneEnteredEventDataPosition
    from ..models.zone_entered_event_data_zone import ZoneEnteredEventDataZone


T = TypeVar("T", bound="ZoneEnteredEventData")


@_attrs_define
class ZoneEnteredEventData:
    """
    Attributes:
        rule_id (str): The alert rule whose zone was crossed.
        asset_id (str): The asset that entered the zone.
        position (ZoneEnteredEventDataPosition): A reported position.
        zone (ZoneEnteredEventDataZone): Which zone (the rule’s `where`).
    """

    rule_id: str
    asset_id: str
    position: "ZoneEnteredEventDataPosition"
    zone: "ZoneEnteredEventDataZone"

    def to_dict(self) -> dict[str, Any]:
        rule_id = self.rule_id

        asset_id = self.asset_id

        position = self.position.to_dict()

        zone = self.zone.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rule_id": rule_id,
                "asset_id": asset_id,
                "position": position,
                "zone": zone,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.zone_entered_event_data_position import (
            ZoneEnteredEventDataPosition,
        )
        from ..models.zone_entered_event_data_zone import ZoneEnteredEventDataZone

        d = dict(src_dict)
        rule_id = d.pop("rule_id")

        asset_id = d.pop("asset_id")

        position = ZoneEnteredEventDataPosition.from_dict(d.pop("position"))

        zone = ZoneEnteredEventDataZone.from_dict(d.pop("zone"))

        zone_entered_event_data = cls(
            rule_id=rule_id,
            asset_id=asset_id,
            position=position,
            zone=zone,
        )

        return zone_entered_event_data
