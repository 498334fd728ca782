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

from ..models.case_report_content_kind import CaseReportContentKind

if TYPE_CHECKING:
    from ..models.case_report_content_case import CaseReportContentCase
    from ..models.case_report_content_items_item import CaseReportContentItemsItem
    from ..models.case_report_content_period import CaseReportContentPeriod


T = TypeVar("T", bound="CaseReportContent")


@_attrs_define
class CaseReportContent:
    """A report on a case and what it holds.

    Attributes:
        kind (CaseReportContentKind):
        title (str): The report title.
        generated_at (datetime.datetime): When the content was generated. RFC 3339, UTC, milliseconds.
        period (CaseReportContentPeriod): The time span the report covers.
        case (CaseReportContentCase):
        items (list['CaseReportContentItemsItem']):
    """

    kind: CaseReportContentKind
    title: str
    generated_at: datetime.datetime
    period: "CaseReportContentPeriod"
    case: "CaseReportContentCase"
    items: list["CaseReportContentItemsItem"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        title = self.title

        generated_at = self.generated_at.isoformat()

        period = self.period.to_dict()

        case = self.case.to_dict()

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "title": title,
                "generated_at": generated_at,
                "period": period,
                "case": case,
                "items": items,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.case_report_content_case import CaseReportContentCase
        from ..models.case_report_content_items_item import CaseReportContentItemsItem
        from ..models.case_report_content_period import CaseReportContentPeriod

        d = dict(src_dict)
        kind = CaseReportContentKind(d.pop("kind"))

        title = d.pop("title")

        generated_at = isoparse(d.pop("generated_at"))

        period = CaseReportContentPeriod.from_dict(d.pop("period"))

        case = CaseReportContentCase.from_dict(d.pop("case"))

        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = CaseReportContentItemsItem.from_dict(items_item_data)

            items.append(items_item)

        case_report_content = cls(
            kind=kind,
            title=title,
            generated_at=generated_at,
            period=period,
            case=case,
            items=items,
        )

        case_report_content.additional_properties = d
        return case_report_content

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
