from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="RiskPolicyIndirectExposure")


@_attrs_define
class RiskPolicyIndirectExposure:
    """
    Attributes:
        max_hops (int): How far funds are followed (1: direct counterparties only). A request’s own `max_hops` still
            overrides it.
        min_value_usd (Union[None, str]): Indirect exposure (2 hops or more) worth less than this does not count: it is
            shown in `excluded_matches`. Exposure with no dollar value counts. Null: every amount counts.
    """

    max_hops: int
    min_value_usd: Union[None, str]

    def to_dict(self) -> dict[str, Any]:
        max_hops = self.max_hops

        min_value_usd: Union[None, str]
        min_value_usd = self.min_value_usd

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "max_hops": max_hops,
                "min_value_usd": min_value_usd,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_hops = d.pop("max_hops")

        def _parse_min_value_usd(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        min_value_usd = _parse_min_value_usd(d.pop("min_value_usd"))

        risk_policy_indirect_exposure = cls(
            max_hops=max_hops,
            min_value_usd=min_value_usd,
        )

        return risk_policy_indirect_exposure
