from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define

from ..models.asset_within_asset_kind import AssetWithinAssetKind

if TYPE_CHECKING:
    from ..models.asset_within_asset_identifiers import AssetWithinAssetIdentifiers


T = TypeVar("T", bound="AssetWithinAsset")


@_attrs_define
class AssetWithinAsset:
    """
    Attributes:
        id (str): The asset id (`ast_…`).
        kind (AssetWithinAssetKind): What the asset is: `vessel`, `aircraft`, or an AIS station that is neither, known
            by its MMSI (ITU-R M.585): `sart` (AIS search-and-rescue transmitter, 970…), `mob` (man-overboard device, 972…),
            `epirb` (EPIRB-AIS, 974…), `aton` (aid to navigation, 99…). Stations are never counted as vessels by zone rules,
            encounters, loitering or the dark watch; an active distress device raises `asset.distress`.
        name (Union[None, str]):
        identifiers (AssetWithinAssetIdentifiers): What identifies the asset, as far as its sources have said.
    """

    id: str
    kind: AssetWithinAssetKind
    name: Union[None, str]
    identifiers: "AssetWithinAssetIdentifiers"

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind.value

        name: Union[None, str]
        name = self.name

        identifiers = self.identifiers.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "name": name,
                "identifiers": identifiers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.asset_within_asset_identifiers import AssetWithinAssetIdentifiers

        d = dict(src_dict)
        id = d.pop("id")

        kind = AssetWithinAssetKind(d.pop("kind"))

        def _parse_name(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        name = _parse_name(d.pop("name"))

        identifiers = AssetWithinAssetIdentifiers.from_dict(d.pop("identifiers"))

        asset_within_asset = cls(
            id=id,
            kind=kind,
            name=name,
            identifiers=identifiers,
        )

        return asset_within_asset
