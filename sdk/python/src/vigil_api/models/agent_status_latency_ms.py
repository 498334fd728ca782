from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AgentStatusLatencyMs")


@_attrs_define
class AgentStatusLatencyMs:
    """How long one inspection takes, over the last 1,024 inspections of the process that answers; null when it has run
    none.

        Attributes:
            p50 (Union[None, float]): Median, ms.
            p99 (Union[None, float]): 99th percentile, ms.
    """

    p50: Union[None, float]
    p99: Union[None, float]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        p50: Union[None, float]
        p50 = self.p50

        p99: Union[None, float]
        p99 = self.p99

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "p50": p50,
                "p99": p99,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_p50(data: object) -> Union[None, float]:
            if data is None:
                return data
            return cast(Union[None, float], data)

        p50 = _parse_p50(d.pop("p50"))

        def _parse_p99(data: object) -> Union[None, float]:
            if data is None:
                return data
            return cast(Union[None, float], data)

        p99 = _parse_p99(d.pop("p99"))

        agent_status_latency_ms = cls(
            p50=p50,
            p99=p99,
        )

        agent_status_latency_ms.additional_properties = d
        return agent_status_latency_ms

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
