import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..models.list_assets_within_request_kind import ListAssetsWithinRequestKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="ListAssetsWithinRequest")


@_attrs_define
class ListAssetsWithinRequest:
    """
    Attributes:
        geometry (Any): The area: a Polygon or MultiPolygon, or a Feature holding one. GeoJSON (RFC 7946), `[lon, lat]`
            in WGS 84; any winding.
        from_ (datetime.datetime): From this time (inclusive). RFC 3339, UTC, milliseconds.
        to (datetime.datetime): To this time (exclusive). RFC 3339, UTC, milliseconds.
        kind (Union[Unset, ListAssetsWithinRequestKind]): Only assets of this kind.
        max_gap_s (Union[Unset, int]): The longest gap between two fixes inside that counts as time inside, seconds
            (default two hours, the gap the track detectors bridge). Default: 7200.
        fixes (Union[Unset, bool]): Add each asset’s fixes inside. Default: False.
        limit (Union[Unset, int]): Assets per page. Default: 1000.
        cursor (Union[Unset, str]): The `next_cursor` of the previous page.
    """

    geometry: Any
    from_: datetime.datetime
    to: datetime.datetime
    kind: Union[Unset, ListAssetsWithinRequestKind] = UNSET
    max_gap_s: Union[Unset, int] = 7200
    fixes: Union[Unset, bool] = False
    limit: Union[Unset, int] = 1000
    cursor: Union[Unset, str] = UNSET

    def to_dict(self) -> dict[str, Any]:
        geometry = self.geometry

        from_ = self.from_.isoformat()

        to = self.to.isoformat()

        kind: Union[Unset, str] = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        max_gap_s = self.max_gap_s

        fixes = self.fixes

        limit = self.limit

        cursor = self.cursor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "geometry": geometry,
                "from": from_,
                "to": to,
            }
        )
        if kind is not UNSET:
            field_dict["kind"] = kind
        if max_gap_s is not UNSET:
            field_dict["max_gap_s"] = max_gap_s
        if fixes is not UNSET:
            field_dict["fixes"] = fixes
        if limit is not UNSET:
            field_dict["limit"] = limit
        if cursor is not UNSET:
            field_dict["cursor"] = cursor

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        geometry = d.pop("geometry")

        from_ = isoparse(d.pop("from"))

        to = isoparse(d.pop("to"))

        _kind = d.pop("kind", UNSET)
        kind: Union[Unset, ListAssetsWithinRequestKind]
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = ListAssetsWithinRequestKind(_kind)

        max_gap_s = d.pop("max_gap_s", UNSET)

        fixes = d.pop("fixes", UNSET)

        limit = d.pop("limit", UNSET)

        cursor = d.pop("cursor", UNSET)

        list_assets_within_request = cls(
            geometry=geometry,
            from_=from_,
            to=to,
            kind=kind,
            max_gap_s=max_gap_s,
            fixes=fixes,
            limit=limit,
            cursor=cursor,
        )

        return list_assets_within_request
