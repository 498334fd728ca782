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

from ..models.case_report_content_items_item_kind import CaseReportContentItemsItemKind

if TYPE_CHECKING:
    from ..models.case_report_content_items_item_details_item import (
        CaseReportContentItemsItemDetailsItem,
    )
    from ..models.case_report_content_items_item_geometry_type_0 import (
        CaseReportContentItemsItemGeometryType0,
    )


T = TypeVar("T", bound="CaseReportContentItemsItem")


@_attrs_define
class CaseReportContentItemsItem:
    """
    Attributes:
        id (str): The case item id.
        kind (CaseReportContentItemsItemKind):
        ref_id (Union[None, str]): The site, detection or asset; null for a note.
        note (Union[None, str]):
        added_at (datetime.datetime): When the item was added to the case. RFC 3339, UTC, milliseconds.
        label (str): A one-line name for the item.
        details (list['CaseReportContentItemsItemDetailsItem']): Facts about the item, in display order.
        geometry (Union['CaseReportContentItemsItemGeometryType0', None]): A GeoJSON geometry (RFC 7946), `[lon, lat]`
            in WGS 84.
    """

    id: str
    kind: CaseReportContentItemsItemKind
    ref_id: Union[None, str]
    note: Union[None, str]
    added_at: datetime.datetime
    label: str
    details: list["CaseReportContentItemsItemDetailsItem"]
    geometry: Union["CaseReportContentItemsItemGeometryType0", None]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.case_report_content_items_item_geometry_type_0 import (
            CaseReportContentItemsItemGeometryType0,
        )

        id = self.id

        kind = self.kind.value

        ref_id: Union[None, str]
        ref_id = self.ref_id

        note: Union[None, str]
        note = self.note

        added_at = self.added_at.isoformat()

        label = self.label

        details = []
        for details_item_data in self.details:
            details_item = details_item_data.to_dict()
            details.append(details_item)

        geometry: Union[None, dict[str, Any]]
        if isinstance(self.geometry, CaseReportContentItemsItemGeometryType0):
            geometry = self.geometry.to_dict()
        else:
            geometry = self.geometry

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "ref_id": ref_id,
                "note": note,
                "added_at": added_at,
                "label": label,
                "details": details,
                "geometry": geometry,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.case_report_content_items_item_details_item import (
            CaseReportContentItemsItemDetailsItem,
        )
        from ..models.case_report_content_items_item_geometry_type_0 import (
            CaseReportContentItemsItemGeometryType0,
        )

        d = dict(src_dict)
        id = d.pop("id")

        kind = CaseReportContentItemsItemKind(d.pop("kind"))

        def _parse_ref_id(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        ref_id = _parse_ref_id(d.pop("ref_id"))

        def _parse_note(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        note = _parse_note(d.pop("note"))

        added_at = isoparse(d.pop("added_at"))

        label = d.pop("label")

        details = []
        _details = d.pop("details")
        for details_item_data in _details:
            details_item = CaseReportContentItemsItemDetailsItem.from_dict(
                details_item_data
            )

            details.append(details_item)

        def _parse_geometry(
            data: object,
        ) -> Union["CaseReportContentItemsItemGeometryType0", None]:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                geometry_type_0 = CaseReportContentItemsItemGeometryType0.from_dict(
                    data
                )

                return geometry_type_0
            except:  # noqa: E722
                pass
            return cast(Union["CaseReportContentItemsItemGeometryType0", None], data)

        geometry = _parse_geometry(d.pop("geometry"))

        case_report_content_items_item = cls(
            id=id,
            kind=kind,
            ref_id=ref_id,
            note=note,
            added_at=added_at,
            label=label,
            details=details,
            geometry=geometry,
        )

        case_report_content_items_item.additional_properties = d
        return case_report_content_items_item

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
