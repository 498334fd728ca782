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

from ..models.case_item_kind import CaseItemKind

if TYPE_CHECKING:
    from ..models.case_item_resource_type_0 import CaseItemResourceType0


T = TypeVar("T", bound="CaseItem")


@_attrs_define
class CaseItem:
    """One piece of a case.

    Attributes:
        id (str): The item id (`item_…`).
        kind (CaseItemKind):
        ref_id (Union[None, str]): The pinned site, detection or asset; null for a note.
        note (Union[None, str]):
        resource (Union['CaseItemResourceType0', None]): The pinned resource as it is now. A site: `name`, `status`,
            `center`, `area_km2`, `detections_total`, `last_detection_at`. A detection: `site_id`, `type`, `confidence`,
            `observed_at`, `geometry`, `useful`. An asset: `kind`, `name`, `identifiers`, `last_position`. Null for a note.
        added_at (datetime.datetime): When the item was added. RFC 3339, UTC, milliseconds.
    """

    id: str
    kind: CaseItemKind
    ref_id: Union[None, str]
    note: Union[None, str]
    resource: Union["CaseItemResourceType0", None]
    added_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.case_item_resource_type_0 import CaseItemResourceType0

        id = self.id

        kind = self.kind.value

        ref_id: Union[None, str]
        ref_id = self.ref_id

        note: Union[None, str]
        note = self.note

        resource: Union[None, dict[str, Any]]
        if isinstance(self.resource, CaseItemResourceType0):
            resource = self.resource.to_dict()
        else:
            resource = self.resource

        added_at = self.added_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "ref_id": ref_id,
                "note": note,
                "resource": resource,
                "added_at": added_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.case_item_resource_type_0 import CaseItemResourceType0

        d = dict(src_dict)
        id = d.pop("id")

        kind = CaseItemKind(d.pop("kind"))

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

        def _parse_resource(data: object) -> Union["CaseItemResourceType0", None]:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                resource_type_0 = CaseItemResourceType0.from_dict(data)

                return resource_type_0
            except:  # noqa: E722
                pass
            return cast(Union["CaseItemResourceType0", None], data)

        resource = _parse_resource(d.pop("resource"))

        added_at = isoparse(d.pop("added_at"))

        case_item = cls(
            id=id,
            kind=kind,
            ref_id=ref_id,
            note=note,
            resource=resource,
            added_at=added_at,
        )

        case_item.additional_properties = d
        return case_item

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
