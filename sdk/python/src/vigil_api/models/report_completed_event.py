import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

if TYPE_CHECKING:
    from ..models.report_completed_event_data import ReportCompletedEventData


T = TypeVar("T", bound="ReportCompletedEvent")


@_attrs_define
class ReportCompletedEvent:
    """
    Attributes:
        type_ (Literal['report.completed']):
        timestamp (datetime.datetime): When the event happened, RFC 3339 UTC.
        data (ReportCompletedEventData):
    """

    type_: Literal["report.completed"]
    timestamp: datetime.datetime
    data: "ReportCompletedEventData"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        timestamp = self.timestamp.isoformat()

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "timestamp": timestamp,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.report_completed_event_data import ReportCompletedEventData

        d = dict(src_dict)
        type_ = cast(Literal["report.completed"], d.pop("type"))
        if type_ != "report.completed":
            raise ValueError(f"type must match const 'report.completed', got '{type_}'")

        timestamp = isoparse(d.pop("timestamp"))

        data = ReportCompletedEventData.from_dict(d.pop("data"))

        report_completed_event = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return report_completed_event
