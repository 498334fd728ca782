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
from dateutil.parser import isoparse

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.asset_event_evidence_exit_type_0_position import (
        AssetEventEvidenceExitType0Position,
    )
    from ..models.asset_event_evidence_exit_type_0_roaming import (
        AssetEventEvidenceExitType0Roaming,
    )


T = TypeVar("T", bound="AssetEventEvidenceExitType0")


@_attrs_define
class AssetEventEvidenceExitType0:
    """The exit; null while inside.

    Attributes:
        crossed_at (datetime.datetime): When the asset crossed the zone’s edge (interpolated between fixes where
            needed). RFC 3339, UTC, milliseconds.
        interpolated (bool): Whether no fix showed the crossing: it lies on the path between two.
        gap_s (Union[None, int]): For an interpolated crossing, the seconds between the two fixes.
        position (AssetEventEvidenceExitType0Position): A reported position.
        roaming (Union[Unset, AssetEventEvidenceExitType0Roaming]): Roaming zones only (`where.near_asset`): the
            anchor’s and the asset’s positions at the same instant, and their distance. Neither is judged from a fix more
            than 15 minutes from that instant: while the anchor is stale, nothing is told.
    """

    crossed_at: datetime.datetime
    interpolated: bool
    gap_s: Union[None, int]
    position: "AssetEventEvidenceExitType0Position"
    roaming: Union[Unset, "AssetEventEvidenceExitType0Roaming"] = UNSET

    def to_dict(self) -> dict[str, Any]:
        crossed_at = self.crossed_at.isoformat()

        interpolated = self.interpolated

        gap_s: Union[None, int]
        gap_s = self.gap_s

        position = self.position.to_dict()

        roaming: Union[Unset, dict[str, Any]] = UNSET
        if not isinstance(self.roaming, Unset):
            roaming = self.roaming.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "crossed_at": crossed_at,
                "interpolated": interpolated,
                "gap_s": gap_s,
                "position": position,
            }
        )
        if roaming is not UNSET:
            field_dict["roaming"] = roaming

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.asset_event_evidence_exit_type_0_position import (
            AssetEventEvidenceExitType0Position,
        )
        from ..models.asset_event_evidence_exit_type_0_roaming import (
            AssetEventEvidenceExitType0Roaming,
        )

        d = dict(src_dict)
        crossed_at = isoparse(d.pop("crossed_at"))

        interpolated = d.pop("interpolated")

        def _parse_gap_s(data: object) -> Union[None, int]:
            if data is None:
                return data
            return cast(Union[None, int], data)

        gap_s = _parse_gap_s(d.pop("gap_s"))

        position = AssetEventEvidenceExitType0Position.from_dict(d.pop("position"))

        _roaming = d.pop("roaming", UNSET)
        roaming: Union[Unset, AssetEventEvidenceExitType0Roaming]
        if isinstance(_roaming, Unset):
            roaming = UNSET
        else:
            roaming = AssetEventEvidenceExitType0Roaming.from_dict(_roaming)

        asset_event_evidence_exit_type_0 = cls(
            crossed_at=crossed_at,
            interpolated=interpolated,
            gap_s=gap_s,
            position=position,
            roaming=roaming,
        )

        return asset_event_evidence_exit_type_0
