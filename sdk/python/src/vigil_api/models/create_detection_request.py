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
    from ..models.create_detection_request_evidence_item import (
        CreateDetectionRequestEvidenceItem,
    )


T = TypeVar("T", bound="CreateDetectionRequest")


@_attrs_define
class CreateDetectionRequest:
    """
    Attributes:
        site_id (str): The site it was detected at.
        type_ (str): A detection type of docs/monitoring.md, or `custom.<name>` for a type of your own.
        confidence (float): From 0 to 1.
        observed_at (datetime.datetime): When the thing was observed; any RFC 3339 offset. RFC 3339, UTC, milliseconds.
        geometry (Union[Unset, Any]): Where: a Point, a footprint Polygon, or any geometry. GeoJSON (RFC 7946), `[lon,
            lat]` in WGS 84; any winding.
        evidence (Union[Unset, list['CreateDetectionRequestEvidenceItem']]):
    """

    site_id: str
    type_: str
    confidence: float
    observed_at: datetime.datetime
    geometry: Union[Unset, Any] = UNSET
    evidence: Union[Unset, list["CreateDetectionRequestEvidenceItem"]] = UNSET

    def to_dict(self) -> dict[str, Any]:
        site_id = self.site_id

        type_ = self.type_

        confidence = self.confidence

        observed_at = self.observed_at.isoformat()

        geometry = self.geometry

        evidence: Union[Unset, list[dict[str, Any]]] = UNSET
        if not isinstance(self.evidence, Unset):
            evidence = []
            for evidence_item_data in self.evidence:
                evidence_item = evidence_item_data.to_dict()
                evidence.append(evidence_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "site_id": site_id,
                "type": type_,
                "confidence": confidence,
                "observed_at": observed_at,
            }
        )
        if geometry is not UNSET:
            field_dict["geometry"] = geometry
        if evidence is not UNSET:
            field_dict["evidence"] = evidence

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_detection_request_evidence_item import (
            CreateDetectionRequestEvidenceItem,
        )

        d = dict(src_dict)
        site_id = d.pop("site_id")

        type_ = d.pop("type")

        confidence = d.pop("confidence")

        observed_at = isoparse(d.pop("observed_at"))

        geometry = d.pop("geometry", UNSET)

        evidence = []
        _evidence = d.pop("evidence", UNSET)
        for evidence_item_data in _evidence or []:
            evidence_item = CreateDetectionRequestEvidenceItem.from_dict(
                evidence_item_data
            )

            evidence.append(evidence_item)

        create_detection_request = cls(
            site_id=site_id,
            type_=type_,
            confidence=confidence,
            observed_at=observed_at,
            geometry=geometry,
            evidence=evidence,
        )

        return create_detection_request
