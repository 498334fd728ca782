from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RiskPolicyThresholds")


@_attrs_define
class RiskPolicyThresholds:
    """Where the bands begin; medium < high < severe. A sanctions hit is `severe` whatever they say.

    Attributes:
        medium (int): The lowest score that is `medium` (Vigil: 25). A score above 0 and under it is `low`.
        high (int): The lowest score that is `high` (Vigil: 50).
        severe (int): The lowest score that is `severe` (Vigil: 75).
    """

    medium: int
    high: int
    severe: int

    def to_dict(self) -> dict[str, Any]:
        medium = self.medium

        high = self.high

        severe = self.severe

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "medium": medium,
                "high": high,
                "severe": severe,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        medium = d.pop("medium")

        high = d.pop("high")

        severe = d.pop("severe")

        risk_policy_thresholds = cls(
            medium=medium,
            high=high,
            severe=severe,
        )

        return risk_policy_thresholds
