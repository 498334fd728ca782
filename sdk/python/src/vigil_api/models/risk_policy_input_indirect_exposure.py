from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RiskPolicyInputIndirectExposure")


@_attrs_define
class RiskPolicyInputIndirectExposure:
    """
    Attributes:
        max_hops (Union[Unset, int]): Default: `VIGIL_SCREENING_MAX_HOPS`, 3.
        min_value_usd (Union[None, Unset, str]): Default: null (every amount counts).
    """

    max_hops: Union[Unset, int] = UNSET
    min_value_usd: Union[None, Unset, str] = UNSET

    def to_dict(self) -> dict[str, Any]:
        max_hops = self.max_hops

        min_value_usd: Union[None, Unset, str]
        if isinstance(self.min_value_usd, Unset):
            min_value_usd = UNSET
        else:
            min_value_usd = self.min_value_usd

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if max_hops is not UNSET:
            field_dict["max_hops"] = max_hops
        if min_value_usd is not UNSET:
            field_dict["min_value_usd"] = min_value_usd

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_hops = d.pop("max_hops", UNSET)

        def _parse_min_value_usd(data: object) -> Union[None, Unset, str]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(Union[None, Unset, str], data)

        min_value_usd = _parse_min_value_usd(d.pop("min_value_usd", UNSET))

        risk_policy_input_indirect_exposure = cls(
            max_hops=max_hops,
            min_value_usd=min_value_usd,
        )

        return risk_policy_input_indirect_exposure
