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

from ..models.asset_event_kind import AssetEventKind

if TYPE_CHECKING:
    from ..models.asset_event_evidence import AssetEventEvidence
    from ..models.asset_event_geometry import AssetEventGeometry
    from ..models.asset_event_zone_type_0 import AssetEventZoneType0


T = TypeVar("T", bound="AssetEvent")


@_attrs_define
class AssetEvent:
    """A behavioural event of an asset.

    Attributes:
        id (str): The event’s id (`aev_…`); live alerts of it carry it as `event_id`.
        kind (AssetEventKind):
        asset_id (str): The asset.
        other_asset_id (Union[None, str]): An encounter’s other vessel.
        zone (Union['AssetEventZoneType0', None]): Which zone (the rule’s `where`).
        zone_id (Union[None, str]): The zone’s id (`zone.id`): a site id, or for a rule’s own area the rule id.
        rule_id (Union[None, str]): The alert rule that found it; null for a site’s or a followed vessel’s.
        site_id (Union[None, str]): The site that found it (its detections).
        port_id (Union[None, str]): A port visit’s port.
        start (datetime.datetime): When it began: the entry, the first fix of the episode, the last fix before the gap.
            RFC 3339, UTC, milliseconds.
        end (Union[None, datetime.datetime]): When it ended; null while it goes on. RFC 3339, UTC, milliseconds.
        duration_s (Union[None, int]): Seconds from start to end; null while it goes on.
        ongoing (bool): True while no end is known.
        geometry (AssetEventGeometry): Where: the entry, the episode’s mean position, the gap’s last fix.
        late (bool): Found by judging positions that arrived after newer ones.
        evidence (AssetEventEvidence): What was seen: a zone visit’s `entry` and `exit`; an episode’s `confirmed_at`,
            `center` and its measure (`mean_speed_kn`, `min_distance_m`, `max_speed_kn`); a dark gap’s `last_fix` before it,
            `first_fix` after it and `threshold_s`; a port visit’s `port_name`, `confirmed_by`, `stop`, `nav_status`,
            `gap_s`, `mooring` and `mooring_from`.
    """

    id: str
    kind: AssetEventKind
    asset_id: str
    other_asset_id: Union[None, str]
    zone: Union["AssetEventZoneType0", None]
    zone_id: Union[None, str]
    rule_id: Union[None, str]
    site_id: Union[None, str]
    port_id: Union[None, str]
    start: datetime.datetime
    end: Union[None, datetime.datetime]
    duration_s: Union[None, int]
    ongoing: bool
    geometry: "AssetEventGeometry"
    late: bool
    evidence: "AssetEventEvidence"

    def to_dict(self) -> dict[str, Any]:
        from ..models.asset_event_zone_type_0 import AssetEventZoneType0

        id = self.id

        kind = self.kind.value

        asset_id = self.asset_id

        other_asset_id: Union[None, str]
        other_asset_id = self.other_asset_id

        zone: Union[None, dict[str, Any]]
        if isinstance(self.zone, AssetEventZoneType0):
            zone = self.zone.to_dict()
        else:
            zone = self.zone

        zone_id: Union[None, str]
        zone_id = self.zone_id

        rule_id: Union[None, str]
        rule_id = self.rule_id

        site_id: Union[None, str]
        site_id = self.site_id

        port_id: Union[None, str]
        port_id = self.port_id

        start = self.start.isoformat()

        end: Union[None, str]
        if isinstance(self.end, datetime.datetime):
            end = self.end.isoformat()
        else:
            end = self.end

        duration_s: Union[None, int]
        duration_s = self.duration_s

        ongoing = self.ongoing

        geometry = self.geometry.to_dict()

        late = self.late

        evidence = self.evidence.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "asset_id": asset_id,
                "other_asset_id": other_asset_id,
                "zone": zone,
                "zone_id": zone_id,
                "rule_id": rule_id,
                "site_id": site_id,
                "port_id": port_id,
                "start": start,
                "end": end,
                "duration_s": duration_s,
                "ongoing": ongoing,
                "geometry": geometry,
                "late": late,
                "evidence": evidence,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.asset_event_evidence import AssetEventEvidence
        from ..models.asset_event_geometry import AssetEventGeometry
        from ..models.asset_event_zone_type_0 import AssetEventZoneType0

        d = dict(src_dict)
        id = d.pop("id")

        kind = AssetEventKind(d.pop("kind"))

        asset_id = d.pop("asset_id")

        def _parse_other_asset_id(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        other_asset_id = _parse_other_asset_id(d.pop("other_asset_id"))

        def _parse_zone(data: object) -> Union["AssetEventZoneType0", None]:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                zone_type_0 = AssetEventZoneType0.from_dict(data)

                return zone_type_0
            except:  # noqa: E722
                pass
            return cast(Union["AssetEventZoneType0", None], data)

        zone = _parse_zone(d.pop("zone"))

        def _parse_zone_id(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        zone_id = _parse_zone_id(d.pop("zone_id"))

        def _parse_rule_id(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        rule_id = _parse_rule_id(d.pop("rule_id"))

        def _parse_site_id(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        site_id = _parse_site_id(d.pop("site_id"))

        def _parse_port_id(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        port_id = _parse_port_id(d.pop("port_id"))

        start = isoparse(d.pop("start"))

        def _parse_end(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_type_0 = isoparse(data)

                return end_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        end = _parse_end(d.pop("end"))

        def _parse_duration_s(data: object) -> Union[None, int]:
            if data is None:
                return data
            return cast(Union[None, int], data)

        duration_s = _parse_duration_s(d.pop("duration_s"))

        ongoing = d.pop("ongoing")

        geometry = AssetEventGeometry.from_dict(d.pop("geometry"))

        late = d.pop("late")

        evidence = AssetEventEvidence.from_dict(d.pop("evidence"))

        asset_event = cls(
            id=id,
            kind=kind,
            asset_id=asset_id,
            other_asset_id=other_asset_id,
            zone=zone,
            zone_id=zone_id,
            rule_id=rule_id,
            site_id=site_id,
            port_id=port_id,
            start=start,
            end=end,
            duration_s=duration_s,
            ongoing=ongoing,
            geometry=geometry,
            late=late,
            evidence=evidence,
        )

        return asset_event
