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
    """The detection as `GET /v1/detections/:id` shows it, with the feedback given so far.

    Attributes:
        id (str): The detection id (`det_…`).
        site_id (str): The site it was detected at.
        type_ (str): What was detected; see docs/monitoring.md for the types.
        confidence (float): From 0 to 1; its meaning depends on the type.
        observed_at (datetime.datetime): When the detected thing was observed. RFC 3339, UTC, milliseconds.
        geometry (Union['DetectionRevisedEventDataDetectionGeometryType0', None]): A GeoJSON geometry (RFC 7946);
            polygons follow the right-hand rule.
        source (str): `api` for an external detector, or the built-in detector’s name.
        asset_id (Union[None, str]): The vessel or aircraft it is: a `vessel_detection` matched to a vessel’s AIS
            positions at the image’s time (its `ais_match` evidence says how); null when it names none.
        feedback (Union['DetectionRevisedEventDataDetectionFeedbackType0', None]): The workspace’s verdict on the
            detection; the latest answer replaces any earlier one.
        created_at (datetime.datetime): When the detection was recorded. RFC 3339, UTC, milliseconds.
        suppressed_by (Union[None, str]): Why the detection was kept but announced to no one, e.g. the muted area
            (`mute_…`) it repeats; null for a detection that was announced. Lists leave suppressed detections out unless
            `suppressed` asks for them.
    """

    id: str
    site_id: str
    type_: str
    confidence: float
    observed_at: datetime.datetime
    geometry: Union["DetectionRevisedEventDataDetectionGeometryType0", None]
    source: str
    asset_id: Union[None, str]
    feedback: Union["DetectionRevisedEventDataDetectionFeedbackType0", None]
    created_at: datetime.datetime
    suppressed_by: Union[None, str]

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

        source = self.source

        asset_id: Union[None, str]
        asset_id = self.asset_id

        feedback: Union[None, dict[str, Any]]
        if isinstance(self.feedback, DetectionRevisedEventDataDetectionFeedbackType0):
            feedback = self.feedback.to_dict()
        else:
            feedback = self.feedback

        created_at = self.created_at.isoformat()

        suppressed_by: Union[None, str]
        suppressed_by = self.suppressed_by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "site_id": site_id,
                "type": type_,
                "confidence": confidence,
                "observed_at": observed_at,
                "geometry": geometry,
                "source": source,
                "asset_id": asset_id,
                "feedback": feedback,
                "created_at": created_at,
                "suppressed_by": suppressed_by,
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

        source = d.pop("source")

        def _parse_asset_id(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        asset_id = _parse_asset_id(d.pop("asset_id"))

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

        def _parse_suppressed_by(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        suppressed_by = _parse_suppressed_by(d.pop("suppressed_by"))

        detection_revised_event_data_detection = cls(
            id=id,
            site_id=site_id,
            type_=type_,
            confidence=confidence,
            observed_at=observed_at,
            geometry=geometry,
            source=source,
            asset_id=asset_id,
            feedback=feedback,
            created_at=created_at,
            suppressed_by=suppressed_by,
        )

        return detection_revised_event_data_detection
