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
    from ..models.risk_policy_input_allow_list_item import RiskPolicyInputAllowListItem
    from ..models.risk_policy_input_category_weights import (
        RiskPolicyInputCategoryWeights,
    )
    from ..models.risk_policy_input_indirect_exposure import (
        RiskPolicyInputIndirectExposure,
    )
    from ..models.risk_policy_input_thresholds import RiskPolicyInputThresholds


T = TypeVar("T", bound="RiskPolicyInput")


@_attrs_define
class RiskPolicyInput:
    """A whole policy: what is left out takes Vigil’s default.

    Attributes:
        category_weights (Union[Unset, RiskPolicyInputCategoryWeights]): Weights (0–100) that replace Vigil’s, by
            category. `sanctioned` and `sanction` cannot be lowered: sanctions exposure is weighed in full.
        thresholds (Union[Unset, RiskPolicyInputThresholds]): Where the bands begin; medium < high < severe. A sanctions
            hit is `severe` whatever they say.
        indirect_exposure (Union[Unset, RiskPolicyInputIndirectExposure]):
        allow_list (Union[Unset, list['RiskPolicyInputAllowListItem']]):
    """

    category_weights: Union[Unset, "RiskPolicyInputCategoryWeights"] = UNSET
    thresholds: Union[Unset, "RiskPolicyInputThresholds"] = UNSET
    indirect_exposure: Union[Unset, "RiskPolicyInputIndirectExposure"] = UNSET
    allow_list: Union[Unset, list["RiskPolicyInputAllowListItem"]] = UNSET

    def to_dict(self) -> dict[str, Any]:
        category_weights: Union[Unset, dict[str, Any]] = UNSET
        if not isinstance(self.category_weights, Unset):
            category_weights = self.category_weights.to_dict()

        thresholds: Union[Unset, dict[str, Any]] = UNSET
        if not isinstance(self.thresholds, Unset):
            thresholds = self.thresholds.to_dict()

        indirect_exposure: Union[Unset, dict[str, Any]] = UNSET
        if not isinstance(self.indirect_exposure, Unset):
            indirect_exposure = self.indirect_exposure.to_dict()

        allow_list: Union[Unset, list[dict[str, Any]]] = UNSET
        if not isinstance(self.allow_list, Unset):
            allow_list = []
            for allow_list_item_data in self.allow_list:
                allow_list_item = allow_list_item_data.to_dict()
                allow_list.append(allow_list_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if category_weights is not UNSET:
            field_dict["category_weights"] = category_weights
        if thresholds is not UNSET:
            field_dict["thresholds"] = thresholds
        if indirect_exposure is not UNSET:
            field_dict["indirect_exposure"] = indirect_exposure
        if allow_list is not UNSET:
            field_dict["allow_list"] = allow_list

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.risk_policy_input_allow_list_item import (
            RiskPolicyInputAllowListItem,
        )
        from ..models.risk_policy_input_category_weights import (
            RiskPolicyInputCategoryWeights,
        )
        from ..models.risk_policy_input_indirect_exposure import (
            RiskPolicyInputIndirectExposure,
        )
        from ..models.risk_policy_input_thresholds import RiskPolicyInputThresholds

        d = dict(src_dict)
        _category_weights = d.pop("category_weights", UNSET)
        category_weights: Union[Unset, RiskPolicyInputCategoryWeights]
        if isinstance(_category_weights, Unset):
            category_weights = UNSET
        else:
            category_weights = RiskPolicyInputCategoryWeights.from_dict(
                _category_weights
            )

        _thresholds = d.pop("thresholds", UNSET)
        thresholds: Union[Unset, RiskPolicyInputThresholds]
        if isinstance(_thresholds, Unset):
            thresholds = UNSET
        else:
            thresholds = RiskPolicyInputThresholds.from_dict(_thresholds)

        _indirect_exposure = d.pop("indirect_exposure", UNSET)
        indirect_exposure: Union[Unset, RiskPolicyInputIndirectExposure]
        if isinstance(_indirect_exposure, Unset):
            indirect_exposure = UNSET
        else:
            indirect_exposure = RiskPolicyInputIndirectExposure.from_dict(
                _indirect_exposure
            )

        allow_list = []
        _allow_list = d.pop("allow_list", UNSET)
        for allow_list_item_data in _allow_list or []:
            allow_list_item = RiskPolicyInputAllowListItem.from_dict(
                allow_list_item_data
            )

            allow_list.append(allow_list_item)

        risk_policy_input = cls(
            category_weights=category_weights,
            thresholds=thresholds,
            indirect_exposure=indirect_exposure,
            allow_list=allow_list,
        )

        return risk_policy_input
