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
    from ..models.asset_within_asset import AssetWithinAsset
    from ..models.asset_within_fixes_item import AssetWithinFixesItem


T = TypeVar("T", bound="AssetWithin")


@_attrs_define
class AssetWithin:
    """An asset that was inside the area.

    Attributes:
        asset (AssetWithinAsset):
        first_inside_at (datetime.datetime): Its first stored fix inside the area in the time asked about. RFC 3339,
            UTC, milliseconds.
        last_inside_at (datetime.datetime): Its last stored fix inside. RFC 3339, UTC, milliseconds.
        inside_s (int): The time its fixes show it inside, seconds: the time between consecutive fixes of its track that
            are both inside and at most `max_gap_s` apart. A leg across the edge, or a longer gap, is not counted.
        fixes_inside (int): How many of its fixes lie inside.
        fixes (Union[Unset, list['AssetWithinFixesItem']]): With `fixes: true`: its fixes inside, oldest first (at most
            10000; `fixes_inside` says how many there are).
    """

    asset: "AssetWithinAsset"
    first_inside_at: datetime.datetime
    last_inside_at: datetime.datetime
    inside_s: int
    fixes_inside: int
    fixes: Union[Unset, list["AssetWithinFixesItem"]] = UNSET

    def to_dict(self) -> dict[str, Any]:
        asset = self.asset.to_dict()

        first_inside_at = self.first_inside_at.isoformat()

        last_inside_at = self.last_inside_at.isoformat()

        inside_s = self.inside_s

        fixes_inside = self.fixes_inside

        fixes: Union[Unset, list[dict[str, Any]]] = UNSET
        if not isinstance(self.fixes, Unset):
            fixes = []
            for fixes_item_data in self.fixes:
                fixes_item = fixes_item_data.to_dict()
                fixes.append(fixes_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "asset": asset,
                "first_inside_at": first_inside_at,
                "last_inside_at": last_inside_at,
                "inside_s": inside_s,
                "fixes_inside": fixes_inside,
            }
        )
        if fixes is not UNSET:
            field_dict["fixes"] = fixes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.asset_within_asset import AssetWithinAsset
        from ..models.asset_within_fixes_item import AssetWithinFixesItem

        d = dict(src_dict)
        asset = AssetWithinAsset.from_dict(d.pop("asset"))

        first_inside_at = isoparse(d.pop("first_inside_at"))

        last_inside_at = isoparse(d.pop("last_inside_at"))

        inside_s = d.pop("inside_s")

        fixes_inside = d.pop("fixes_inside")

        fixes = []
        _fixes = d.pop("fixes", UNSET)
        for fixes_item_data in _fixes or []:
            fixes_item = AssetWithinFixesItem.from_dict(fixes_item_data)

            fixes.append(fixes_item)

        asset_within = cls(
            asset=asset,
            first_inside_at=first_inside_at,
            last_inside_at=last_inside_at,
            inside_s=inside_s,
            fixes_inside=fixes_inside,
            fixes=fixes,
        )

        return asset_within
