import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

T = TypeVar("T", bound="DetectionRevisedEventDataRevision")


@_attrs_define
class DetectionRevisedEventDataRevision:
    """What changed; `GET /v1/detections/:id` lists every revision.

    Attributes:
        confidence_before (float):
        confidence_after (float):
        reason (str): Why, in words, e.g. the scene that saw it again.
        revised_at (datetime.datetime): When the revision was made. RFC 3339, UTC, milliseconds.
    """

    confidence_before: float
    confidence_after: float
    reason: str
    revised_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        confidence_before = self.confidence_before

        confidence_after = self.confidence_after

        reason = self.reason

        revised_at = self.revised_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "confidence_before": confidence_before,
                "confidence_after": confidence_after,
                "reason": reason,
                "revised_at": revised_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        confidence_before = d.pop("confidence_before")

        confidence_after = d.pop("confidence_after")

        reason = d.pop("reason")

        revised_at = isoparse(d.pop("revised_at"))

        detection_revised_event_data_revision = cls(
            confidence_before=confidence_before,
            confidence_after=confidence_after,
            reason=reason,
            revised_at=revised_at,
        )

        return detection_revised_event_data_revision
