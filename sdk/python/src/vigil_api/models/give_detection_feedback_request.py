from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GiveDetectionFeedbackRequest")


@_attrs_define
class GiveDetectionFeedbackRequest:
    """
    Attributes:
        useful (bool): Whether the detection was worth an analyst’s time.
        comment (Union[Unset, str]): Why, in a few words.
    """

    useful: bool
    comment: Union[Unset, str] = UNSET

    def to_dict(self) -> dict[str, Any]:
        useful = self.useful

        comment = self.comment

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "useful": useful,
            }
        )
        if comment is not UNSET:
            field_dict["comment"] = comment

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        useful = d.pop("useful")

        comment = d.pop("comment", UNSET)

        give_detection_feedback_request = cls(
            useful=useful,
            comment=comment,
        )

        return give_detection_feedback_request
