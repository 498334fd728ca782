from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.site_report_content_detections_by_day_item import (
        SiteReportContentDetectionsByDayItem,
    )
    from ..models.site_report_content_detections_by_type_item import (
        SiteReportContentDetectionsByTypeItem,
    )
    from ..models.site_report_content_detections_feedback import (
        SiteReportContentDetectionsFeedback,
    )
    from ..models.site_report_content_detections_latest_item import (
        SiteReportContentDetectionsLatestItem,
    )


T = TypeVar("T", bound="SiteReportContentDetections")


@_attrs_define
class SiteReportContentDetections:
    """
    Attributes:
        total (int): Detections in the period.
        by_type (list['SiteReportContentDetectionsByTypeItem']):
        by_day (list['SiteReportContentDetectionsByDayItem']): Days in order.
        feedback (SiteReportContentDetectionsFeedback):
        latest (list['SiteReportContentDetectionsLatestItem']): The latest detections, newest first.
    """

    total: int
    by_type: list["SiteReportContentDetectionsByTypeItem"]
    by_day: list["SiteReportContentDetectionsByDayItem"]
    feedback: "SiteReportContentDetectionsFeedback"
    latest: list["SiteReportContentDetectionsLatestItem"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        total = self.total

        by_type = []
        for by_type_item_data in self.by_type:
            by_type_item = by_type_item_data.to_dict()
            by_type.append(by_type_item)

        by_day = []
        for by_day_item_data in self.by_day:
            by_day_item = by_day_item_data.to_dict()
            by_day.append(by_day_item)

        feedback = self.feedback.to_dict()

        latest = []
        for latest_item_data in self.latest:
            latest_item = latest_item_data.to_dict()
            latest.append(latest_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "total": total,
                "by_type": by_type,
                "by_day": by_day,
                "feedback": feedback,
                "latest": latest,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.site_report_content_detections_by_day_item import (
            SiteReportContentDetectionsByDayItem,
        )
        from ..models.site_report_content_detections_by_type_item import (
            SiteReportContentDetectionsByTypeItem,
        )
        from ..models.site_report_content_detections_feedback import (
            SiteReportContentDetectionsFeedback,
        )
        from ..models.site_report_content_detections_latest_item import (
            SiteReportContentDetectionsLatestItem,
        )

        d = dict(src_dict)
        total = d.pop("total")

        by_type = []
        _by_type = d.pop("by_type")
        for by_type_item_data in _by_type:
            by_type_item = SiteReportContentDetectionsByTypeItem.from_dict(
                by_type_item_data
            )

            by_type.append(by_type_item)

        by_day = []
        _by_day = d.pop("by_day")
        for by_day_item_data in _by_day:
            by_day_item = SiteReportContentDetectionsByDayItem.from_dict(
                by_day_item_data
            )

            by_day.append(by_day_item)

        feedback = SiteReportContentDetectionsFeedback.from_dict(d.pop("feedback"))

        latest = []
        _latest = d.pop("latest")
        for latest_item_data in _latest:
            latest_item = SiteReportContentDetectionsLatestItem.from_dict(
                latest_item_data
            )

            latest.append(latest_item)

        site_report_content_detections = cls(
            total=total,
            by_type=by_type,
            by_day=by_day,
            feedback=feedback,
            latest=latest,
        )

        site_report_content_detections.additional_properties = d
        return site_report_content_detections

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
