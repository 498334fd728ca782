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

if TYPE_CHECKING:
    from ..models.risk_policy_allow_list_item import RiskPolicyAllowListItem
    from ..models.risk_policy_category_weights import RiskPolicyCategoryWeights
    from ..models.risk_policy_indirect_exposure import RiskPolicyIndirectExposure
    from ..models.risk_policy_thresholds import RiskPolicyThresholds


T = TypeVar("T", bound="RiskPolicy")


@_attrs_define
class RiskPolicy:
    """How the workspace’s screenings weigh what they find. Every screening names the version it was made under
    (`policy_version`).

        Attributes:
            version (int): The version: 1 for the workspace’s first policy, one more for each change; 0 is Vigil’s defaults.
            category_weights (RiskPolicyCategoryWeights): Weights (0–100) that replace Vigil’s for their categories (docs:
                Categories and weights); a category not named keeps Vigil’s. A TagPack tag is weighed by the heaviest of its
                concepts under these weights.
            thresholds (RiskPolicyThresholds): Where the bands begin; medium < high < severe. A sanctions hit is `severe`
                whatever they say.
            indirect_exposure (RiskPolicyIndirectExposure):
            allow_list (list['RiskPolicyAllowListItem']): Addresses whose labels do not count against anyone the workspace
                screens (their matches are shown in `excluded_matches`). A sanctions list entry is never allowed.
            created_at (Union[None, datetime.datetime]): When this version was set; null for Vigil’s defaults. RFC 3339,
                UTC, milliseconds.
            created_by (Union[None, str]): The key that set it; null for Vigil’s defaults.
    """

    version: int
    category_weights: "RiskPolicyCategoryWeights"
    thresholds: "RiskPolicyThresholds"
    indirect_exposure: "RiskPolicyIndirectExposure"
    allow_list: list["RiskPolicyAllowListItem"]
    created_at: Union[None, datetime.datetime]
    created_by: Union[None, str]

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        category_weights = self.category_weights.to_dict()

        thresholds = self.thresholds.to_dict()

        indirect_exposure = self.indirect_exposure.to_dict()

        allow_list = []
        for allow_list_item_data in self.allow_list:
            allow_list_item = allow_list_item_data.to_dict()
            allow_list.append(allow_list_item)

        created_at: Union[None, str]
        if isinstance(self.created_at, datetime.datetime):
            created_at = self.created_at.isoformat()
        else:
            created_at = self.created_at

        created_by: Union[None, str]
        created_by = self.created_by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "version": version,
                "category_weights": category_weights,
                "thresholds": thresholds,
                "indirect_exposure": indirect_exposure,
                "allow_list": allow_list,
                "created_at": created_at,
                "created_by": created_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.risk_policy_allow_list_item import RiskPolicyAllowListItem
        from ..models.risk_policy_category_weights import RiskPolicyCategoryWeights
        from ..models.risk_policy_indirect_exposure import RiskPolicyIndirectExposure
        from ..models.risk_policy_thresholds import RiskPolicyThresholds

        d = dict(src_dict)
        version = d.pop("version")

        category_weights = RiskPolicyCategoryWeights.from_dict(
            d.pop("category_weights")
        )

        thresholds = RiskPolicyThresholds.from_dict(d.pop("thresholds"))

        indirect_exposure = RiskPolicyIndirectExposure.from_dict(
            d.pop("indirect_exposure")
        )

        allow_list = []
        _allow_list = d.pop("allow_list")
        for allow_list_item_data in _allow_list:
            allow_list_item = RiskPolicyAllowListItem.from_dict(allow_list_item_data)

            allow_list.append(allow_list_item)

        def _parse_created_at(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                created_at_type_0 = isoparse(data)

                return created_at_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        created_at = _parse_created_at(d.pop("created_at"))

        def _parse_created_by(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        created_by = _parse_created_by(d.pop("created_by"))

        risk_policy = cls(
            version=version,
            category_weights=category_weights,
            thresholds=thresholds,
            indirect_exposure=indirect_exposure,
            allow_list=allow_list,
            created_at=created_at,
            created_by=created_by,
        )

        return risk_policy
