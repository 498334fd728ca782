from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
)

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.asset_event_evidence_exit_type_0_roaming_anchor_position import (
        AssetEventEvidenceExitType0RoamingAnchorPosition,
    )
    from ..models.asset_event_evidence_exit_type_0_roaming_asset_position import (
        AssetEventEvidenceExitType0RoamingAssetPosition,
    )


T = TypeVar("T", bound="AssetEventEvidenceExitType0Roaming")


@_attrs_define
class AssetEventEvidenceExitType0Roaming:
    """Roaming zones only (`where.near_asset`): the anchor’s and the asset’s positions at the same instant, and their
    distance. Neither is judged from a fix more than 15 minutes from that instant: while the anchor is stale, nothing is
    told.

        Attributes:
            anchor_asset_id (str): The asset the zone moves with (`where.near_asset`).
            radius_m (float): The rule’s radius, metres.
            distance_m (int): Between the two positions, metres.
            uncertainty_m (int): How far the two may have strayed from the positions compared, taken from fixes at other
                times (speed × time apart), metres: an entry is told only when `distance_m + uncertainty_m` is within the
                radius, an exit only when `distance_m − uncertainty_m` is beyond the radius and the hysteresis.
            anchor_position (AssetEventEvidenceExitType0RoamingAnchorPosition): Where the anchor was at the instant
                compared.
            asset_position (AssetEventEvidenceExitType0RoamingAssetPosition): Where the asset was at the instant compared.
    """

    anchor_asset_id: str
    radius_m: float
    distance_m: int
    uncertainty_m: int
    anchor_position: "AssetEventEvidenceExitType0RoamingAnchorPosition"
    asset_position: "AssetEventEvidenceExitType0RoamingAssetPosition"

    def to_dict(self) -> dict[str, Any]:
        anchor_asset_id = self.anchor_asset_id

        radius_m = self.radius_m

        distance_m = self.distance_m

        uncertainty_m = self.uncertainty_m

        anchor_position = self.anchor_position.to_dict()

        asset_position = self.asset_position.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "anchor_asset_id": anchor_asset_id,
                "radius_m": radius_m,
                "distance_m": distance_m,
                "uncertainty_m": uncertainty_m,
                "anchor_position": anchor_position,
                "asset_position": asset_position,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.asset_event_evidence_exit_type_0_roaming_anchor_position import (
            AssetEventEvidenceExitType0RoamingAnchorPosition,
        )
        from ..models.asset_event_evidence_exit_type_0_roaming_asset_position import (
            AssetEventEvidenceExitType0RoamingAssetPosition,
        )

        d = dict(src_dict)
        anchor_asset_id = d.pop("anchor_asset_id")

        radius_m = d.pop("radius_m")

        distance_m = d.pop("distance_m")

        uncertainty_m = d.pop("uncertainty_m")

        anchor_position = AssetEventEvidenceExitType0RoamingAnchorPosition.from_dict(
            d.pop("anchor_position")
        )

        asset_position = AssetEventEvidenceExitType0RoamingAssetPosition.from_dict(
            d.pop("asset_position")
        )

        asset_event_evidence_exit_type_0_roaming = cls(
            anchor_asset_id=anchor_asset_id,
            radius_m=radius_m,
            distance_m=distance_m,
            uncertainty_m=uncertainty_m,
            anchor_position=anchor_position,
            asset_position=asset_position,
        )

        return asset_event_evidence_exit_type_0_roaming
