from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RotateWebhookSecretRequest")


@_attrs_define
class RotateWebhookSecretRequest:
    """
    Attributes:
        grace_period_s (Union[Unset, int]): How long the old secret keeps signing, in seconds (0 retires it now; at most
            7 days). Default: 86400.
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

        rotate_webhook_secret_request = cls(
            grace_period_s=grace_period_s,
        )

        return rotate_webhook_secret_request
