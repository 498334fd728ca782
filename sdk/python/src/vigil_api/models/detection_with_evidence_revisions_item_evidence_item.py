from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DetectionWithEvidenceRevisionsItemEvidenceItem")


@_attrs_define
class DetectionWithEvidenceRevisionsItemEvidenceItem:
    """One piece of evidence; the other fields depend on its kind (e.g. `url`, `asset_id`, `captured_at`).

    Attributes:
        kind (str): What the item is: `track`, `image`, `scene`, `observation`, or a kind of your own.
    """

    kind: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = d.pop("kind")

        detection_with_evidence_revisions_item_evidence_item = cls(
            kind=kind,
        )

        detection_with_evidence_revisions_item_evidence_item.additional_properties = d
        return detection_with_evidence_revisions_item_evidence_item

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
