from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ReleaseHoldRequest")


@_attrs_define
class ReleaseHoldRequest:
    """
    Attributes:
        reason (Union[Unset, str]): Why the hold is released, for the audit trail.
    """

    reason: Union[Unset, str] = UNSET

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = d.pop("reason", UNSET)

        release_hold_request = cls(
            reason=reason,
        )

        return release_hold_request
