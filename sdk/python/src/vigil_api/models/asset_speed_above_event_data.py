import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

if TYPE_CHECKING:
    from ..models.asset_speed_above_event_data_zone import AssetSpeedAboveEventDataZone


T = TypeVar("T", bound="AssetSpeedAboveEventData")


@_attrs_define
class AssetSpeedAboveEventData:
    """
    Attributes:
        asset_id (str): The asset.
        event_id (str): The asset event this alert tells (`GET /v1/asset-events`), where its end is recorded once known.
        rule_id (str): The alert rule that asked for it.
        zone (AssetSpeedAboveEventDataZone): Which zone (the rule’s `where`).
        started_at (datetime.datetime): When the behaviour began (its first fix). RFC 3339, UTC, milliseconds.
        confirmed_at (datetime.datetime): The fix at which it had lasted the rule’s `min_duration_s`. RFC 3339, UTC,
            milliseconds.
        late (bool): Whether it was found by judging positions that arrived after newer ones of the asset had been
            judged (satellite backfill, a feed or broker that lagged): told late, once.
        center (list[float]): Where, `[lon, lat]`: the mean position of the fixes so far (loitering, encounter) or the
            confirming fix (speed).
        max_speed_kn (float): The highest speed seen so far, knots.
    """

    asset_id: str
    event_id: str
    rule_id: str
    zone: "AssetSpeedAboveEventDataZone"
    started_at: datetime.datetime
    confirmed_at: datetime.datetime
    late: bool
    center: list[float]
    max_speed_kn: float

    def to_dict(self) -> dict[str, Any]:
        asset_id = self.asset_id

        event_id = self.event_id

        rule_id = self.rule_id

        zone = self.zone.to_dict()

        started_at = self.started_at.isoformat()

        confirmed_at = self.confirmed_at.isoformat()

        late = self.late

        center = []
        for center_item_data in self.center:
            center_item: float
            center_item = center_item_data
            center.append(center_item)

        max_speed_kn = self.max_speed_kn

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "asset_id": asset_id,
                "event_id": event_id,
                "rule_id": rule_id,
                "zone": zone,
                "started_at": started_at,
                "confirmed_at": confirmed_at,
                "late": late,
                "center": center,
                "max_speed_kn": max_speed_kn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.asset_speed_above_event_data_zone import (
            AssetSpeedAboveEventDataZone,
        )

        d = dict(src_dict)
        asset_id = d.pop("asset_id")

        event_id = d.pop("event_id")

        rule_id = d.pop("rule_id")

        zone = AssetSpeedAboveEventDataZone.from_dict(d.pop("zone"))

        started_at = isoparse(d.pop("started_at"))

        confirmed_at = isoparse(d.pop("confirmed_at"))

        late = d.pop("late")

        center = []
        _center = d.pop("center")
        for center_item_data in _center:

            def _parse_center_item(data: object) -> float:
                return cast(float, data)

            center_item = _parse_center_item(center_item_data)

            center.append(center_item)

        max_speed_kn = d.pop("max_speed_kn")

        asset_speed_above_event_data = cls(
            asset_id=asset_id,
            event_id=event_id,
            rule_id=rule_id,
            zone=zone,
            started_at=started_at,
            confirmed_at=confirmed_at,
            late=late,
            center=center,
            max_speed_kn=max_speed_kn,
        )

        return asset_speed_above_event_data
