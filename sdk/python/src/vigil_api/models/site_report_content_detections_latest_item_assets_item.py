from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SiteReportContentDetectionsLatestItemAssetsItem")


@_attrs_define
class SiteReportContentDetectionsLatestItemAssetsItem:
    """
    Attributes:
        id (str):
        name (Union[None, str]):
        mmsi (Union[None, str]):
        icao24 (Union[None, str]):
    """

    id: str
    name: Union[None, str]
    mmsi: Union[None, str]
    icao24: Union[None, str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name: Union[None, str]
        name = self.name

        mmsi: Union[None, str]
        mmsi = self.mmsi

        icao24: Union[None, str]
        icao24 = self.icao24

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "mmsi": mmsi,
                "icao24": icao24,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        def _parse_name(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        name = _parse_name(d.pop("name"))

        def _parse_mmsi(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        mmsi = _parse_mmsi(d.pop("mmsi"))

        def _parse_icao24(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        icao24 = _parse_icao24(d.pop("icao24"))

        site_report_content_detections_latest_item_assets_item = cls(
            id=id,
            name=name,
            mmsi=mmsi,
            icao24=icao24,
        )

        site_report_content_detections_latest_item_assets_item.additional_properties = d
        return site_report_content_detections_latest_item_assets_item

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
