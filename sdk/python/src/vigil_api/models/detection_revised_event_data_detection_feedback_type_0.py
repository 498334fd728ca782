import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

T = TypeVar("T", bound="DetectionRevisedEventDataDetectionFeedbackType0")


@_attrs_define
class DetectionRevisedEventDataDetectionFeedbackType0:
    """The feedback given so far, or null.

    Attributes:
        useful (bool): Whether the detection was useful.
        comment (Union[None, str]):
        given_at (datetime.datetime): When the feedback was given. RFC 3339, UTC, milliseconds.
    """

    useful: bool
    comment: Union[None, str]
    given_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        useful = self.useful

        comment: Union[None, str]
        comment = self.comment

        given_at = self.given_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "useful": useful,
                "comment": comment,
                "given_at": given_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        useful = d.pop("useful")

        def _parse_comment(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        comment = _parse_comment(d.pop("comment"))

        given_at = isoparse(d.pop("given_at"))

        detection_revised_event_data_detection_feedback_type_0 = cls(
            useful=useful,
            comment=comment,
            given_at=given_at,
        )

        return detection_revised_event_data_detection_feedback_type_0
