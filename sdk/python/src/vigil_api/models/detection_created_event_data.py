from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.detection_created_event_data_detection import (
        DetectionCreatedEventDataDetection,
    )


T = TypeVar("T", bound="DetectionCreatedEventData")


@_attrs_define
class DetectionCreatedEventData:
    """
    Attributes:
        site_id (str): The site the detection belongs to.
        rule_ids (list[str]): The `detection` alert rules this detection matched (site or zone, type, confidence). Empty
            when it matched none: endpoints subscribed to `detection.created` hear of every detection; a rule’s own channel
            hears of the ones it matched.
        detection (DetectionCreatedEventDataDetection): The detection as `GET /v1/detections/:id` shows it (a new one
            has no feedback).
    """

    site_id: str
    rule_ids: list[str]
    detection: "DetectionCreatedEventDataDetection"

    def to_dict(self) -> dict[str, Any]:
        site_id = self.site_id

        rule_ids = self.rule_ids

        detection = self.detection.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "site_id": site_id,
                "rule_ids": rule_ids,
                "detection": detection,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.detection_created_event_data_detection import (
            DetectionCreatedEventDataDetection,
        )

        d = dict(src_dict)
        site_id = d.pop("site_id")

        rule_ids = cast(list[str], d.pop("rule_ids"))

        detection = DetectionCreatedEventDataDetection.from_dict(d.pop("detection"))

        detection_created_event_data = cls(
            site_id=site_id,
            rule_ids=rule_ids,
            detection=detection,
        )

        return detection_created_event_data
