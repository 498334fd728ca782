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

if TYPE_CHECKING:
    from ..models.detection_with_evidence_revisions_item_evidence_item import (
        DetectionWithEvidenceRevisionsItemEvidenceItem,
    )


T = TypeVar("T", bound="DetectionWithEvidenceRevisionsItem")


@_attrs_define
class DetectionWithEvidenceRevisionsItem:
    """A change of the detection’s confidence after it was recorded.

    Attributes:
        confidence_before (float):
        confidence_after (float):
        reason (str): Why the confidence changed.
        evidence (list['DetectionWithEvidenceRevisionsItemEvidenceItem']): The evidence the revision added.
        revised_at (datetime.datetime): When. RFC 3339, UTC, milliseconds.
    """

    confidence_before: float
    confidence_after: float
    reason: str
    evidence: list["DetectionWithEvidenceRevisionsItemEvidenceItem"]
    revised_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        confidence_before = self.confidence_before

        confidence_after = self.confidence_after

        reason = self.reason

        evidence = []
        for evidence_item_data in self.evidence:
            evidence_item = evidence_item_data.to_dict()
            evidence.append(evidence_item)

        revised_at = self.revised_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "confidence_before": confidence_before,
                "confidence_after": confidence_after,
                "reason": reason,
                "evidence": evidence,
                "revised_at": revised_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.detection_with_evidence_revisions_item_evidence_item import (
            DetectionWithEvidenceRevisionsItemEvidenceItem,
        )

        d = dict(src_dict)
        confidence_before = d.pop("confidence_before")

        confidence_after = d.pop("confidence_after")

        reason = d.pop("reason")

        evidence = []
        _evidence = d.pop("evidence")
        for evidence_item_data in _evidence:
            evidence_item = DetectionWithEvidenceRevisionsItemEvidenceItem.from_dict(
                evidence_item_data
            )

            evidence.append(evidence_item)

        revised_at = isoparse(d.pop("revised_at"))

        detection_with_evidence_revisions_item = cls(
            confidence_before=confidence_before,
            confidence_after=confidence_after,
            reason=reason,
            evidence=evidence,
            revised_at=revised_at,
        )

        detection_with_evidence_revisions_item.additional_properties = d
        return detection_with_evidence_revisions_item

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
