import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.zone_exited_event_data_position import ZoneExitedEventDataPosition
    from ..models.zone_exited_event_data_roaming import ZoneExitedEventDataRoaming
    from ..models.zone_exited_event_data_zone import ZoneExitedEventDataZone


T = TypeVar("T", bound="ZoneExitedEventData")


@_attrs_define
class ZoneExitedEventData:
    """
    Attributes:
        rule_id (str): The alert rule whose zone was crossed.
        asset_id (str): The asset that left the zone.
        position (ZoneExitedEventDataPosition): A reported position.
        zone (ZoneExitedEventDataZone): Which zone (the rule’s `where`).
        crossed_at (datetime.datetime): When the crossing happened: the time of the first position past the rule’s
            hysteresis band on the new side; for a crossing no position shows (a passage between two fixes), when the
            straight path between them reached past the band, interpolated (`interpolated: true`). RFC 3339, UTC,
            milliseconds.
        confirmed_at (datetime.datetime): When the crossing was confirmed: the same as `crossed_at` without `dwell_s`;
            with it, the position (or the instant the dwell ran out) that confirmed the asset stayed. RFC 3339, UTC,
            milliseconds.
        interpolated (bool): Whether `crossed_at` was interpolated on the path between two fixes (no fix lies on the new
            side of the crossing); `position` is then the fix after it.
        gap_s (Union[None, int]): For an interpolated crossing, the seconds between the two fixes it was interpolated
            between (at most the rule’s `max_gap_s`); null otherwise.
        late (bool): Whether the crossing was found by judging positions that arrived after newer ones of the asset had
            been judged (satellite backfill, a feed or broker that lagged): told late, once.
        event_id (Union[None, str]): The zone visit this exit ends (`GET /v1/asset-events`); null when the asset was
            already inside when the zone began to be watched: no entry, so no visit, is known.
        roaming (Union[Unset, ZoneExitedEventDataRoaming]): Roaming zones only (`where.near_asset`): the anchor’s and
            the asset’s positions at the same instant, and their distance. Neither is judged from a fix more than 15 minutes
            from that instant: while the anchor is stale, nothing is told.
    """

    rule_id: str
    asset_id: str
    position: "ZoneExitedEventDataPosition"
    zone: "ZoneExitedEventDataZone"
    crossed_at: datetime.datetime
    confirmed_at: datetime.datetime
    interpolated: bool
    gap_s: Union[None, int]
    late: bool
    event_id: Union[None, str]
    roaming: Union[Unset, "ZoneExitedEventDataRoaming"] = UNSET

    def to_dict(self) -> dict[str, Any]:
        rule_id = self.rule_id

        asset_id = self.asset_id

        position = self.position.to_dict()

        zone = self.zone.to_dict()

        crossed_at = self.crossed_at.isoformat()

        confirmed_at = self.confirmed_at.isoformat()

        interpolated = self.interpolated

        gap_s: Union[None, int]
        gap_s = self.gap_s

        late = self.late

        event_id: Union[None, str]
        event_id = self.event_id

        roaming: Union[Unset, dict[str, Any]] = UNSET
        if not isinstance(self.roaming, Unset):
            roaming = self.roaming.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rule_id": rule_id,
                "asset_id": asset_id,
                "position": position,
                "zone": zone,
                "crossed_at": crossed_at,
                "confirmed_at": confirmed_at,
                "interpolated": interpolated,
                "gap_s": gap_s,
                "late": late,
                "event_id": event_id,
            }
        )
        if roaming is not UNSET:
            field_dict["roaming"] = roaming

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.zone_exited_event_data_position import ZoneExitedEventDataPosition
        from ..models.zone_exited_event_data_roaming import ZoneExitedEventDataRoaming
        from ..models.zone_exited_event_data_zone import ZoneExitedEventDataZone

        d = dict(src_dict)
        rule_id = d.pop("rule_id")

        asset_id = d.pop("asset_id")

        position = ZoneExitedEventDataPosition.from_dict(d.pop("position"))

        zone = ZoneExitedEventDataZone.from_dict(d.pop("zone"))

        crossed_at = isoparse(d.pop("crossed_at"))

        confirmed_at = isoparse(d.pop("confirmed_at"))

        interpolated = d.pop("interpolated")

        def _parse_gap_s(data: object) -> Union[None, int]:
            if data is None:
                return data
            return cast(Union[None, int], data)

        gap_s = _parse_gap_s(d.pop("gap_s"))

        late = d.pop("late")

        def _parse_event_id(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        event_id = _parse_event_id(d.pop("event_id"))

        _roaming = d.pop("roaming", UNSET)
        roaming: Union[Unset, ZoneExitedEventDataRoaming]
        if isinstance(_roaming, Unset):
            roaming = UNSET
        else:
            roaming = ZoneExitedEventDataRoaming.from_dict(_roaming)

        zone_exited_event_data = cls(
            rule_id=rule_id,
            asset_id=asset_id,
            position=position,
            zone=zone,
            crossed_at=crossed_at,
            confirmed_at=confirmed_at,
            interpolated=interpolated,
            gap_s=gap_s,
            late=late,
            event_id=event_id,
            roaming=roaming,
        )

        return zone_exited_event_data
