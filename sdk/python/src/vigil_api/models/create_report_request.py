import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_report_request_subject import CreateReportRequestSubject


T = TypeVar("T", bound="CreateReportRequest")


@_attrs_define
class CreateReportRequest:
    """
    Attributes:
        subject (CreateReportRequestSubject):
        from_ (Union[Unset, datetime.datetime]): Start of the period (inclusive); omitted: from the beginning. RFC 3339,
            UTC, milliseconds.
        to (Union[Unset, datetime.datetime]): End of the period (exclusive); omitted: now. RFC 3339, UTC, milliseconds.
    """

    subject: "CreateReportRequestSubject"
    from_: Union[Unset, datetime.datetime] = UNSET
    to: Union[Unset, datetime.datetime] = UNSET

    def to_dict(self) -> dict[str, Any]:
        subject = self.subject.to_dict()

        from_: Union[Unset, str] = UNSET
        if not isinstance(self.from_, Unset):
            from_ = self.from_.isoformat()

        to: Union[Unset, str] = UNSET
        if not isinstance(self.to, Unset):
            to = self.to.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "subject": subject,
            }
        )
        if from_ is not UNSET:
            field_dict["from"] = from_
        if to is not UNSET:
            field_dict["to"] = to

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_report_request_subject import CreateReportRequestSubject

        d = dict(src_dict)
        subject = CreateReportRequestSubject.from_dict(d.pop("subject"))

        _from_ = d.pop("from", UNSET)
        from_: Union[Unset, datetime.datetime]
        if isinstance(_from_, Unset):
            from_ = UNSET
        else:
            from_ = isoparse(_from_)

        _to = d.pop("to", UNSET)
        to: Union[Unset, datetime.datetime]
        if isinstance(_to, Unset):
            to = UNSET
        else:
            to = isoparse(_to)

        create_report_request = cls(
            subject=subject,
            from_=from_,
            to=to,
        )

        return create_report_request
