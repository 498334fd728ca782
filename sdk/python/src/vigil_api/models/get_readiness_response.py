from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_readiness_response_failing_item import GetReadinessResponseFailingItem
from ..models.get_readiness_response_status import GetReadinessResponseStatus

if TYPE_CHECKING:
    from ..models.get_readiness_response_checks import GetReadinessResponseChecks


T = TypeVar("T", bound="GetReadinessResponse")


@_attrs_define
class GetReadinessResponse:
    """
    Attributes:
        status (GetReadinessResponseStatus):
        failing (list[GetReadinessResponseFailingItem]): The checks that fail.
        checks (GetReadinessResponseChecks): Each check that applies to how this process runs: `store` (a write
            succeeds), `disk` (SQLite: free space above VIGIL_DISK_FREE_MIN_MB), `nats` (with NATS_URL: connected), `engine`
            (the oldest position waiting to be judged is younger than the reorder window plus 60 s), `partitions` (with
            several processes: every engine partition has a holder).
    """

    status: GetReadinessResponseStatus
    failing: list[GetReadinessResponseFailingItem]
    checks: "GetReadinessResponseChecks"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        failing = []
        for failing_item_data in self.failing:
            failing_item = failing_item_data.value
            failing.append(failing_item)

        checks = self.checks.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "failing": failing,
                "checks": checks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_readiness_response_checks import GetReadinessResponseChecks

        d = dict(src_dict)
        status = GetReadinessResponseStatus(d.pop("status"))

        failing = []
        _failing = d.pop("failing")
        for failing_item_data in _failing:
            failing_item = GetReadinessResponseFailingItem(failing_item_data)

            failing.append(failing_item)

        checks = GetReadinessResponseChecks.from_dict(d.pop("checks"))

        get_readiness_response = cls(
            status=status,
            failing=failing,
            checks=checks,
        )

        get_readiness_response.additional_properties = d
        return get_readiness_response

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
