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
from attrs import field as _attrs_field
from dateutil.parser import isoparse

from ..models.alert_rule_status import AlertRuleStatus

if TYPE_CHECKING:
    from ..models.alert_rule_channel import AlertRuleChannel
    from ..models.alert_rule_what import AlertRuleWhat
    from ..models.alert_where_circle import AlertWhereCircle
    from ..models.alert_where_roaming import AlertWhereRoaming
    from ..models.alert_where_site import AlertWhereSite
    from ..models.alert_where_zone import AlertWhereZone


T = TypeVar("T", bound="AlertRule")


@_attrs_define
class AlertRule:
    """Where, what behaviour, how confident, and which channel hears of it.

    Attributes:
        id (str): The alert rule id (`rule_…`).
        name (Union[None, str]):
        where (Union['AlertWhereCircle', 'AlertWhereRoaming', 'AlertWhereSite', 'AlertWhereZone']): A site, a zone
            (normalised), a circle, or a roaming zone around a moving asset.
        what (AlertRuleWhat): The behaviour and its parameters (defaults filled in when returned). Parameters by
            behaviour: `zone_entry`: `assets`, `ship_types`, `flags`, `min_length_m`, `max_length_m`, `min_beam_m`,
            `max_beam_m`, `hysteresis_m`, `dwell_s`, `max_gap_s`; `zone_exit`: `assets`, `ship_types`, `flags`,
            `min_length_m`, `max_length_m`, `min_beam_m`, `max_beam_m`, `hysteresis_m`, `dwell_s`, `max_gap_s`; `dark`:
            `assets`, `ship_types`, `flags`, `min_length_m`, `max_length_m`, `min_beam_m`, `max_beam_m`, `quiet_s`;
            `detection`: `types`; `loitering`: `assets`, `ship_types`, `flags`, `min_length_m`, `max_length_m`,
            `min_beam_m`, `max_beam_m`, `max_speed_kn`, `min_duration_s`; `encounter`: `assets`, `ship_types`, `flags`,
            `min_length_m`, `max_length_m`, `min_beam_m`, `max_beam_m`, `max_distance_m`, `max_speed_kn`, `min_duration_s`;
            `speed_above`: `assets`, `ship_types`, `flags`, `min_length_m`, `max_length_m`, `min_beam_m`, `max_beam_m`,
            `speed_kn`, `min_duration_s`. See docs/monitoring.md for ranges and defaults.
        min_confidence (Union[None, float]):
        channel (AlertRuleChannel): Where a triggered rule is delivered.
        status (AlertRuleStatus): `paused`: kept, but evaluated by no engine until it is `active` again.
        created_at (datetime.datetime): When the rule was created. RFC 3339, UTC, milliseconds.
    """

    id: str
    name: Union[None, str]
    where: Union[
        "AlertWhereCircle", "AlertWhereRoaming", "AlertWhereSite", "AlertWhereZone"
    ]
    what: "AlertRuleWhat"
    min_confidence: Union[None, float]
    channel: "AlertRuleChannel"
    status: AlertRuleStatus
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.alert_where_circle import AlertWhereCircle
        from ..models.alert_where_site import AlertWhereSite
        from ..models.alert_where_zone import AlertWhereZone

        id = self.id

        name: Union[None, str]
        name = self.name

        where: dict[str, Any]
        if isinstance(self.where, AlertWhereSite):
            where = self.where.to_dict()
        elif isinstance(self.where, AlertWhereZone):
            where = self.where.to_dict()
        elif isinstance(self.where, AlertWhereCircle):
            where = self.where.to_dict()
        else:
            where = self.where.to_dict()

        what = self.what.to_dict()

        min_confidence: Union[None, float]
        min_confidence = self.min_confidence

        channel = self.channel.to_dict()

        status = self.status.value

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "where": where,
                "what": what,
                "min_confidence": min_confidence,
                "channel": channel,
                "status": status,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.alert_rule_channel import AlertRuleChannel
        from ..models.alert_rule_what import AlertRuleWhat
        from ..models.alert_where_circle import AlertWhereCircle
        from ..models.alert_where_roaming import AlertWhereRoaming
        from ..models.alert_where_site import AlertWhereSite
        from ..models.alert_where_zone import AlertWhereZone

        d = dict(src_dict)
        id = d.pop("id")

        def _parse_name(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        name = _parse_name(d.pop("name"))

        def _parse_where(
            data: object,
        ) -> Union[
            "AlertWhereCircle", "AlertWhereRoaming", "AlertWhereSite", "AlertWhereZone"
        ]:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                where_type_0 = AlertWhereSite.from_dict(data)

                return where_type_0
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                where_type_1 = AlertWhereZone.from_dict(data)

                return where_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                where_type_2 = AlertWhereCircle.from_dict(data)

                return where_type_2
            except:  # noqa: E722
                pass
            if not isinstance(data, dict):
                raise TypeError()
            where_type_3 = AlertWhereRoaming.from_dict(data)

            return where_type_3

        where = _parse_where(d.pop("where"))

        what = AlertRuleWhat.from_dict(d.pop("what"))

        def _parse_min_confidence(data: object) -> Union[None, float]:
            if data is None:
                return data
            return cast(Union[None, float], data)

        min_confidence = _parse_min_confidence(d.pop("min_confidence"))

        channel = AlertRuleChannel.from_dict(d.pop("channel"))

        status = AlertRuleStatus(d.pop("status"))

        created_at = isoparse(d.pop("created_at"))

        alert_rule = cls(
            id=id,
            name=name,
            where=where,
            what=what,
            min_confidence=min_confidence,
            channel=channel,
            status=status,
            created_at=created_at,
        )

        alert_rule.additional_properties = d
        return alert_rule

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
