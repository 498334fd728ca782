from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.alert_rule_what_behaviour import AlertRuleWhatBehaviour

T = TypeVar("T", bound="AlertRuleWhat")


@_attrs_define
class AlertRuleWhat:
    """The behaviour and its parameters (defaults filled in when returned). Parameters by behaviour: `zone_entry`:
    `assets`, `ship_types`, `flags`, `min_length_m`, `max_length_m`, `min_beam_m`, `max_beam_m`, `hysteresis_m`,
    `dwell_s`, `max_gap_s`; `zone_exit`: `assets`, `ship_types`, `flags`, `min_length_m`, `max_length_m`, `min_beam_m`,
    `max_beam_m`, `hysteresis_m`, `dwell_s`, `max_gap_s`; `dark`: `assets`, `ship_types`, `flags`, `min_length_m`,
    `max_length_m`, `min_beam_m`, `max_beam_m`, `quiet_s`; `detection`: `types`; `loitering`: `assets`, `ship_types`,
    `flags`, `min_length_m`, `max_length_m`, `min_beam_m`, `max_beam_m`, `max_speed_kn`, `min_duration_s`; `encounter`:
    `assets`, `ship_types`, `flags`, `min_length_m`, `max_length_m`, `min_beam_m`, `max_beam_m`, `max_distance_m`,
    `max_speed_kn`, `min_duration_s`; `speed_above`: `assets`, `ship_types`, `flags`, `min_length_m`, `max_length_m`,
    `min_beam_m`, `max_beam_m`, `speed_kn`, `min_duration_s`. See docs/monitoring.md for ranges and defaults.

        Attributes:
            behaviour (AlertRuleWhatBehaviour): What the rule watches for.
    """

    behaviour: AlertRuleWhatBehaviour
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        behaviour = self.behaviour.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "behaviour": behaviour,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        behaviour = AlertRuleWhatBehaviour(d.pop("behaviour"))

        alert_rule_what = cls(
            behaviour=behaviour,
        )

        alert_rule_what.additional_properties = d
        return alert_rule_what

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
