from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.screening_changed_event_data_before_risk_category import (
    ScreeningChangedEventDataBeforeRiskCategory,
)

T = TypeVar("T", bound="ScreeningChangedEventDataBefore")


@_attrs_define
class ScreeningChangedEventDataBefore:
    """The outcome last recorded.

    Attributes:
        risk_score (int):
        risk_category (ScreeningChangedEventDataBeforeRiskCategory):
        sanctions_hit (bool):
    """

    risk_score: int
    risk_category: ScreeningChangedEventDataBeforeRiskCategory
    sanctions_hit: bool

    def to_dict(self) -> dict[str, Any]:
        risk_score = self.risk_score

        risk_category = self.risk_category.value

        sanctions_hit = self.sanctions_hit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "risk_score": risk_score,
                "risk_category": risk_category,
                "sanctions_hit": sanctions_hit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        risk_score = d.pop("risk_score")

        risk_category = ScreeningChangedEventDataBeforeRiskCategory(
            d.pop("risk_category")
        )

        sanctions_hit = d.pop("sanctions_hit")

        screening_changed_event_data_before = cls(
            risk_score=risk_score,
            risk_category=risk_category,
            sanctions_hit=sanctions_hit,
        )

        return screening_changed_event_data_before
