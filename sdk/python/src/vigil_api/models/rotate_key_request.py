from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RotateKeyRequest")


@_attrs_define
class RotateKeyRequest:
    """
    Attributes:
        grace_period_s (Union[Unset, int]): How long the old key keeps working, in seconds (0 ends it now; at most 30
            days). Default: 86400.
    """

    grace_period_s: Union[Unset, int] = 86400

    def to_dict(self) -> dict[str, Any]:
        grace_period_s = self.grace_period_s

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if grace_period_s is not UNSET:
            field_dict["grace_period_s"] = grace_period_s

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        grace_period_s = d.pop("grace_period_s", UNSET)

        rotate_key_request = cls(
            grace_period_s=grace_period_s,
        )

        return rotate_key_request
