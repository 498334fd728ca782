import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

T = TypeVar("T", bound="CaseReportContentPeriod")


@_attrs_define
class CaseReportContentPeriod:
    """The time span the report covers.

    Attributes:
        from_ (Union[None, datetime.datetime]): Start of the period; null when the report covers everything up to `to`.
            RFC 3339, UTC, milliseconds.
        to (datetime.datetime): End of the period. RFC 3339, UTC, milliseconds.
    """

    from_: Union[None, datetime.datetime]
    to: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        from_: Union[None, str]
        if isinstance(self.from_, datetime.datetime):
            from_ = self.from_.isoformat()
        else:
            from_ = self.from_

        to = self.to.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_from_(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                from_type_0 = isoparse(data)

                return from_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        from_ = _parse_from_(d.pop("from"))

        to = isoparse(d.pop("to"))

        case_report_content_period = cls(
            from_=from_,
            to=to,
        )

        return case_report_content_period
