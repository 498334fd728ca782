from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AgentStatusRecent")


@_attrs_define
class AgentStatusRecent:
    """The counts health is judged on: the last few minutes, whole service.

    Attributes:
        window_s (int): The window, seconds.
        events_processed (int):
        errors (int):
        error_rate (float): errors / events_processed.
    """

    window_s: int
    events_processed: int
    errors: int
    error_rate: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        window_s = self.window_s

        events_processed = self.events_processed

        errors = self.errors

        error_rate = self.error_rate

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "window_s": window_s,
                "events_processed": events_processed,
                "errors": errors,
                "error_rate": error_rate,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        window_s = d.pop("window_s")

        events_processed = d.pop("events_processed")

        errors = d.pop("errors")

        error_rate = d.pop("error_rate")

        agent_status_recent = cls(
            window_s=window_s,
            events_processed=events_processed,
            errors=errors,
            error_rate=error_rate,
        )

        agent_status_recent.additional_properties = d
        return agent_status_recent

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
