from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SiteImageryType0")


@_attrs_define
class SiteImageryType0:
    """Imagery settings, defaults filled in; null when imagery was never turned on.

    Attributes:
        enabled (bool):
        stac_url (str): The STAC API the site’s scenes are searched in.
        collection (str): The collection searched.
    """

    enabled: bool
    stac_url: str
    collection: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        enabled = self.enabled

        stac_url = self.stac_url

        collection = self.collection

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "enabled": enabled,
                "stac_url": stac_url,
                "collection": collection,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        enabled = d.pop("enabled")

        stac_url = d.pop("stac_url")

        collection = d.pop("collection")

        site_imagery_type_0 = cls(
            enabled=enabled,
            stac_url=stac_url,
            collection=collection,
        )

        site_imagery_type_0.additional_properties = d
        return site_imagery_type_0

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
