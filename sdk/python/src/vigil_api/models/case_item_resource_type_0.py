from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CaseItemResourceType0")


@_attrs_define
class CaseItemResourceType0:
    """The pinned resource as it is now. A site: `name`, `status`, `center`, `area_km2`, `detections_total`,
    `last_detection_at`. A detection: `site_id`, `type`, `confidence`, `observed_at`, `geometry`, `useful`. An asset:
    `kind`, `name`, `identifiers`, `last_position`. Null for a note.

        Attributes:
            id (str):
    """

    id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        case_item_resource_type_0 = cls(
            id=id,
        )

        case_item_resource_type_0.additional_properties = d
        return case_item_resource_type_0

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
