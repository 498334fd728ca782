from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_alert_request_channel import CreateAlertRequestChannel
    from ..models.create_alert_request_what import CreateAlertRequestWhat
    from ..models.create_alert_request_where import CreateAlertRequestWhere


T = TypeVar("T", bound="CreateAlertRequest")


@_attrs_define
class CreateAlertRequest:
    """
    Attributes:
        where (CreateAlertRequestWhere): Exactly one of `site_id`, `zone`, `coordinates` or `near_asset`.
        what (CreateAlertRequestWhat): The behaviour and its parameters (defaults filled in when returned). Parameters
            by behaviour: `zone_entry`: `assets`, `ship_types`, `flags`, `min_length_m`, `max_length_m`, `min_beam_m`,
            `max_beam_m`, `hysteresis_m`, `dwell_s`, `max_gap_s`; `zone_exit`: `assets`, `ship_types`, `flags`,
            `min_length_m`, `max_length_m`, `min_beam_m`, `max_beam_m`, `hysteresis_m`, `dwell_s`, `max_gap_s`; `dark`:
            `assets`, `ship_types`, `flags`, `min_length_m`, `max_length_m`, `min_beam_m`, `max_beam_m`, `quiet_s`;
            `detection`: `types`; `loitering`: `assets`, `ship_types`, `flags`, `min_length_m`, `max_length_m`,
            `min_beam_m`, `max_beam_m`, `max_speed_kn`, `min_duration_s`; `encounter`: `assets`, `ship_types`, `flags`,
            `min_length_m`, `max_length_m`, `min_beam_m`, `max_beam_m`, `max_distance_m`, `max_speed_kn`, `min_duration_s`;
            `speed_above`: `assets`, `ship_types`, `flags`, `min_length_m`, `max_length_m`, `min_beam_m`, `max_beam_m`,
            `speed_kn`, `min_duration_s`. See docs/monitoring.md for ranges and defaults.
        channel (CreateAlertRequestChannel): Where a triggered rule is delivered.
        name (Union[Unset, str]):
        min_confidence (Union[Unset, float]): Detection rules only: a detection less confident than this does not
            trigger the rule. Other behaviours carry no confidence and refuse it.
    """

    where: "CreateAlertRequestWhere"
    what: "CreateAlertRequestWhat"
    channel: "CreateAlertRequestChannel"
    name: Union[Unset, str] = UNSET
    min_confidence: Union[Unset, float] = UNSET

    def to_dict(self) -> dict[str, Any]:
        where = self.where.to_dict()

        what = self.what.to_dict()

        channel = self.channel.to_dict()

        name = self.name

        min_confidence = self.min_confidence

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "where": where,
                "what": what,
                "channel": channel,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if min_confidence is not UNSET:
            field_dict["min_confidence"] = min_confidence

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_alert_request_channel import CreateAlertRequestChannel
        from ..models.create_alert_request_what import CreateAlertRequestWhat
        from ..models.create_alert_request_where import CreateAlertRequestWhere

        d = dict(src_dict)
        where = CreateAlertRequestWhere.from_dict(d.pop("where"))

        what = CreateAlertRequestWhat.from_dict(d.pop("what"))

        channel = CreateAlertRequestChannel.from_dict(d.pop("channel"))

        name = d.pop("name", UNSET)

        min_confidence = d.pop("min_confidence", UNSET)

        create_alert_request = cls(
            where=where,
            what=what,
            channel=channel,
            name=name,
            min_confidence=min_confidence,
        )

        return create_alert_request
