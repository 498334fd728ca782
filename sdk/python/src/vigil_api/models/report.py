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
from attrs import field as _attrs_field
from dateutil.parser import isoparse

from ..models.report_status import ReportStatus

if TYPE_CHECKING:
    from ..models.asset_report_content import AssetReportContent
    from ..models.case_report_content import CaseReportContent
    from ..models.report_downloads_type_0 import ReportDownloadsType0
    from ..models.report_period import ReportPeriod
    from ..models.report_subject import ReportSubject
    from ..models.site_report_content import SiteReportContent


T = TypeVar("T", bound="Report")


@_attrs_define
class Report:
    """A report on a site, an asset or a case.

    Attributes:
        id (str): The report id (`rpt_…`).
        status (ReportStatus):
        subject (ReportSubject):
        period (ReportPeriod):
        content (Union['AssetReportContent', 'CaseReportContent', 'SiteReportContent', None]):
        downloads (Union['ReportDownloadsType0', None]): Paths of the downloads, once completed.
        error (Union[None, str]): Why the report failed.
        created_at (datetime.datetime): When the report was asked for. RFC 3339, UTC, milliseconds.
        completed_at (Union[None, datetime.datetime]): When it completed or failed. RFC 3339, UTC, milliseconds.
    """

    id: str
    status: ReportStatus
    subject: "ReportSubject"
    period: "ReportPeriod"
    content: Union["AssetReportContent", "CaseReportContent", "SiteReportContent", None]
    downloads: Union["ReportDownloadsType0", None]
    error: Union[None, str]
    created_at: datetime.datetime
    completed_at: Union[None, datetime.datetime]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.asset_report_content import AssetReportContent
        from ..models.case_report_content import CaseReportContent
        from ..models.report_downloads_type_0 import ReportDownloadsType0
        from ..models.site_report_content import SiteReportContent

        id = self.id

        status = self.status.value

        subject = self.subject.to_dict()

        period = self.period.to_dict()

        content: Union[None, dict[str, Any]]
        if isinstance(self.content, SiteReportContent):
            content = self.content.to_dict()
        elif isinstance(self.content, AssetReportContent):
            content = self.content.to_dict()
        elif isinstance(self.content, CaseReportContent):
            content = self.content.to_dict()
        else:
            content = self.content

        downloads: Union[None, dict[str, Any]]
        if isinstance(self.downloads, ReportDownloadsType0):
            downloads = self.downloads.to_dict()
        else:
            downloads = self.downloads

        error: Union[None, str]
        error = self.error

        created_at = self.created_at.isoformat()

        completed_at: Union[None, str]
        if isinstance(self.completed_at, datetime.datetime):
            completed_at = self.completed_at.isoformat()
        else:
            completed_at = self.completed_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "status": status,
                "subject": subject,
                "period": period,
                "content": content,
                "downloads": downloads,
                "error": error,
                "created_at": created_at,
                "completed_at": completed_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.asset_report_content import AssetReportContent
        from ..models.case_report_content import CaseReportContent
        from ..models.report_downloads_type_0 import ReportDownloadsType0
        from ..models.report_period import ReportPeriod
        from ..models.report_subject import ReportSubject
        from ..models.site_report_content import SiteReportContent

        d = dict(src_dict)
        id = d.pop("id")

        status = ReportStatus(d.pop("status"))

        subject = ReportSubject.from_dict(d.pop("subject"))

        period = ReportPeriod.from_dict(d.pop("period"))

        def _parse_content(
            data: object,
        ) -> Union[
            "AssetReportContent", "CaseReportContent", "SiteReportContent", None
        ]:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_report_content_type_0 = SiteReportContent.from_dict(
                    data
                )

                return componentsschemas_report_content_type_0
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_report_content_type_1 = AssetReportContent.from_dict(
                    data
                )

                return componentsschemas_report_content_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_report_content_type_2 = CaseReportContent.from_dict(
                    data
                )

                return componentsschemas_report_content_type_2
            except:  # noqa: E722
                pass
            return cast(
                Union[
                    "AssetReportContent", "CaseReportContent", "SiteReportContent", None
                ],
                data,
            )

        content = _parse_content(d.pop("content"))

        def _parse_downloads(data: object) -> Union["ReportDownloadsType0", None]:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                downloads_type_0 = ReportDownloadsType0.from_dict(data)

                return downloads_type_0
            except:  # noqa: E722
                pass
            return cast(Union["ReportDownloadsType0", None], data)

        downloads = _parse_downloads(d.pop("downloads"))

        def _parse_error(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        error = _parse_error(d.pop("error"))

        created_at = isoparse(d.pop("created_at"))

        def _parse_completed_at(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                completed_at_type_0 = isoparse(data)

                return completed_at_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        completed_at = _parse_completed_at(d.pop("completed_at"))

        report = cls(
            id=id,
            status=status,
            subject=subject,
            period=period,
            content=content,
            downloads=downloads,
            error=error,
            created_at=created_at,
            completed_at=completed_at,
        )

        report.additional_properties = d
        return report

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
