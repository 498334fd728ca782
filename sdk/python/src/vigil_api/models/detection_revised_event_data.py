from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.detection_revised_event_data_detection import (
        DetectionRevisedEventDataDetection,
    )
    from ..models.detection_revised_event_data_revision import (
        DetectionRevisedEventDataRevision,
    )


T = TypeVar("T", bound="DetectionRevisedEventData")


@_attrs_define
class DetectionRevisedEventData:
    """
    Attributes:
        site_id (str): The site the detection belongs to.
        rule_ids (list[str]): The `detection` alert rules the new confidence matches and the old one did not (a rule
            with `min_confidence` 0.8 hears of a detection when it is confirmed). Rules it already matched are not told
            again.
        detection (DetectionRevisedEventDataDetection): The detection as `GET /v1/detections/:id` shows it, with the
            feedback given so far.
        revision (DetectionRevisedEventDataRevision): What changed; `GET /v1/detections/:id` lists every revision.
    """

    site_id: str
    rule_ids: list[str]
    detection: "DetectionRevisedEventDataDetection"
    revision: "DetectionRevisedEventDataRevision"

    def to_dict(self) -> dict[str, Any]:
        site_id = self.site_id

        rule_ids = self.rule_ids

        detection = self.detection.to_dict()

        revision = self.revision.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "site_id": site_id,
                "rule_ids": rule_ids,
                "detection": detection,
                "revision": revision,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.detection_revised_event_data_detection import (
            DetectionRevisedEventDataDetection,
        )
        from ..models.detection_revised_event_data_revision import (
            DetectionRevisedEventDataRevision,
        )

        d = dict(src_dict)
        site_id = d.pop("site_id")

        rule_ids = cast(list[str], d.pop("rule_ids"))

        detection = DetectionRevisedEventDataDetection.from_dict(d.pop("detection"))

        revision = DetectionRevisedEventDataRevision.from_dict(d.pop("revision"))

        detection_revised_event_data = cls(
            site_id=site_id,
            rule_ids=rule_ids,
            detection=detection,
            revision=revision,
        )

        return detection_revised_event_data
