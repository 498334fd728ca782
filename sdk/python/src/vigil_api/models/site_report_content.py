import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from dateutil.parser import isoparse

from ..models.site_report_content_kind import SiteReportContentKind

if TYPE_CHECKING:
    from ..models.site_report_content_detections import SiteReportContentDetections
    from ..models.site_report_content_period import SiteReportContentPeriod
    from ..models.site_report_content_site import SiteReportContentSite


T = TypeVar("T", bound="SiteReportContent")


@_attrs_define
class SiteReportContent:
    """A report on a site and its detections.

    Attributes:
        kind (SiteReportContentKind):
        title (str): The report title.
        generated_at (datetime.datetime): When the content was generated. RFC 3339, UTC, milliseconds.
        period (SiteReportContentPeriod): The time span the report covers.
        site (SiteReportContentSite):
        detections (SiteReportContentDetections):
    """

    kind: SiteReportContentKind
    title: str
    generated_at: datetime.datetime
    period: "SiteReportContentPeriod"
    site: "SiteReportContentSite"
    detections: "SiteReportContentDetections"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        title = self.title

        generated_at = self.generated_at.isoformat()

        period = self.period.to_dict()

        site = self.site.to_dict()

        detections = self.detections.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "title": title,
                "generated_at": generated_at,
                "period": period,
                "site": site,
                "detections": detections,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.site_report_content_detections import SiteReportContentDetections
        from ..models.site_report_content_period import SiteReportContentPeriod
        from ..models.site_report_content_site import SiteReportContentSite

        d = dict(src_dict)
        kind = SiteReportContentKind(d.pop("kind"))

        title = d.pop("title")

        generated_at = isoparse(d.pop("generated_at"))

        period = SiteReportContentPeriod.from_dict(d.pop("period"))

        site = SiteReportContentSite.from_dict(d.pop("site"))

        detections = SiteReportContentDetections.from_dict(d.pop("detections"))

        site_report_content = cls(
            kind=kind,
            title=title,
            generated_at=generated_at,
            period=period,
            site=site,
            detections=detections,
        )

        site_report_content.additional_properties = d
        return site_report_content

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
