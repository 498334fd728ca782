import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from dateutil.parser import isoparse

T = TypeVar("T", bound="SarContentSuspiciousActivityDateRange")


@_attrs_define
class SarContentSuspiciousActivityDateRange:
    """
    Attributes:
        from_ (datetime.datetime): The earliest activity (item 27). RFC 3339, UTC, milliseconds.
        to (datetime.datetime): The latest activity (item 27). RFC 3339, UTC, milliseconds.
    """

    from_: datetime.datetime
    to: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_.isoformat()

        to = self.to.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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
        from_ = isoparse(d.pop("from"))

        to = isoparse(d.pop("to"))

        sar_content_suspicious_activity_date_range = cls(
            from_=from_,
            to=to,
        )

        sar_content_suspicious_activity_date_range.additional_properties = d
        return sar_content_suspicious_activity_date_range

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
