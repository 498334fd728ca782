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
    from ..models.detection_revised_event_data_detection_feedback_type_0 import (
        DetectionRevisedEventDataDetectionFeedbackType0,
    )
    from ..models.detection_revised_event_data_detection_geometry_type_0 import (
        DetectionRevisedEventDataDetectionGeometryType0,
    )


T = TypeVar("T", bound="DetectionRevisedEventDataDetection")


@_attrs_define
class DetectionRevisedEventDataDetection:
    """The detection as `GET /v1/detections/:id` shows it.

    Attributes:
        id (str): The detection id (`det_…`).
        site_id (str): The site.
        type_ (str): What was detected, e.g. `vessel_presence`, `vegetation_loss`.
        confidence (float): From 0 to 1.
        observed_at (datetime.datetime): When the detected thing was observed. RFC 3339, UTC, milliseconds.
        geometry (Union['DetectionRevisedEventDataDetectionGeometryType0', None]): A GeoJSON geometry (RFC 7946).
        feedback (Union['DetectionRevisedEventDataDetectionFeedbackType0', None]): The feedback given so far, or null.
        created_at (datetime.datetime): When the detection was recorded. RFC 3339, UTC, milliseconds.
    """

    id: str
    site_id: str
    type_: str
    confidence: float
    observed_at: datetime.datetime
    geometry: Union["DetectionRevisedEventDataDetectionGeometryType0", None]
    feedback: Union["DetectionRevisedEventDataDetectionFeedbackType0", None]
    created_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        from ..models.detection_revised_event_data_detection_feedback_type_0 import (
            DetectionRevisedEventDataDetectionFeedbackType0,
        )
        from ..models.detection_revised_event_data_detection_geometry_type_0 import (
            DetectionRevisedEventDataDetectionGeometryType0,
        )

        id = self.id

        site_id = self.site_id

        type_ = self.type_

        confidence = self.confidence

        observed_at = self.observed_at.isoformat()

        geometry: Union[None, dict[str, Any]]
        if isinstance(self.geometry, DetectionRevisedEventDataDetectionGeometryType0):
            geometry = self.geometry.to_dict()
        else:
            geometry = self.geometry

        feedback: Union[None, dict[str, Any]]
        if isinstance(self.feedback, DetectionRevisedEventDataDetectionFeedbackType0):
            feedback = self.feedback.to_dict()
        else:
            feedback = self.feedback

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "site_id": site_id,
                "type": type_,
                "confidence": confidence,
                "observed_at": observed_at,
                "geometry": geometry,
                "feedback": feedback,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.detection_revised_event_data_detection_feedback_type_0 import (
            DetectionRevisedEventDataDetectionFeedbackType0,
        )
        from ..models.detection_revised_event_data_detection_geometry_type_0 import (
            DetectionRevisedEventDataDetectionGeometryType0,
        )

        d = dict(src_dict)
        id = d.pop("id")

        site_id = d.pop("site_id")

        type_ = d.pop("type")

        confidence = d.pop("confidence")

        observed_at = isoparse(d.pop("observed_at"))

        def _parse_geometry(
            data: object,
        ) -> Union["DetectionRevisedEventDataDetectionGeometryType0", None]:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                geometry_type_0 = (
                    DetectionRevisedEventDataDetectionGeometryType0.from_dict(data)
                )

                return geometry_type_0
            except:  # noqa: E722
                pass
            return cast(
                Union["DetectionRevisedEventDataDetectionGeometryType0", None], data
            )

        geometry = _parse_geometry(d.pop("geometry"))

        def _parse_feedback(
            data: object,
        ) -> Union["DetectionRevisedEventDataDetectionFeedbackType0", None]:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                feedback_type_0 = (
                    DetectionRevisedEventDataDetectionFeedbackType0.from_dict(data)
                )

                return feedback_type_0
            except:  # noqa: E722
                pass
            return cast(
                Union["DetectionRevisedEventDataDetectionFeedbackType0", None], data
            )

        feedback = _parse_feedback(d.pop("feedback"))

        created_at = isoparse(d.pop("created_at"))

        detection_revised_event_data_detection = cls(
            id=id,
            site_id=site_id,
            type_=type_,
            confidence=confidence,
            observed_at=observed_at,
            geometry=geometry,
            feedback=feedback,
            created_at=created_at,
        )

        return detection_revised_event_data_detection
