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

from ..models.asset_report_content_asset_kind import AssetReportContentAssetKind

if TYPE_CHECKING:
    from ..models.asset_report_content_asset_identifiers import (
        AssetReportContentAssetIdentifiers,
    )


T = TypeVar("T", bound="AssetReportContentAsset")


@_attrs_define
class AssetReportContentAsset:
    """
    Attributes:
        id (str): The asset id.
        kind (AssetReportContentAssetKind):
        name (Union[None, str]):
        identifiers (AssetReportContentAssetIdentifiers):
    """

    id: str
    kind: AssetReportContentAssetKind
    name: Union[None, str]
    identifiers: "AssetReportContentAssetIdentifiers"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind.value

        name: Union[None, str]
        name = self.name

        identifiers = self.identifiers.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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
        from ..models.asset_report_content_asset_identifiers import (
            AssetReportContentAssetIdentifiers,
        )

        d = dict(src_dict)
        id = d.pop("id")

        kind = AssetReportContentAssetKind(d.pop("kind"))

        def _parse_name(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        name = _parse_name(d.pop("name"))

        identifiers = AssetReportContentAssetIdentifiers.from_dict(d.pop("identifiers"))

        asset_report_content_asset = cls(
            id=id,
            kind=kind,
            name=name,
            identifiers=identifiers,
        )

        asset_report_content_asset.additional_properties = d
        return asset_report_content_asset

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
