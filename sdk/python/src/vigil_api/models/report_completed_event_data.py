from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define

from ..models.report_completed_event_data_status import ReportCompletedEventDataStatus

T = TypeVar("T", bound="ReportCompletedEventData")


@_attrs_define
class ReportCompletedEventData:
    """
    Attributes:
        report_id (str): The report (`rpt_…`).
        status (ReportCompletedEventDataStatus):
        error (Union[None, str]): Why it failed; null when it completed.
    """

    report_id: str
    status: ReportCompletedEventDataStatus
    error: Union[None, str]

    def to_dict(self) -> dict[str, Any]:
        report_id = self.report_id

        status = self.status.value

        error: Union[None, str]
        error = self.error

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "report_id": report_id,
                "status": status,
                "error": error,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        report_id = d.pop("report_id")

        status = ReportCompletedEventDataStatus(d.pop("status"))

        def _parse_error(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        error = _parse_error(d.pop("error"))

        report_completed_event_data = cls(
            report_id=report_id,
            status=status,
            error=error,
        )

        return report_completed_event_data
