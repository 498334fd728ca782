from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateSiteRequestImageryType0")


@_attrs_define
class UpdateSiteRequestImageryType0:
    """Change detection from Sentinel-2 imagery at the site (docs/monitoring.md, "Imagery"): turning it on starts a look-
    back scan, then the site is scanned periodically and on demand (`POST /v1/sites/:id/scans`).

        Attributes:
            enabled (bool): Whether Vigil scans imagery of the site itself.
            stac_url (Union[Unset, str]): The root of a STAC API with item search (default: the operator’s
                `VIGIL_IMAGERY_STAC_URL`, Earth Search v1). Fetched under the webhook address policy: a private or loopback
                address is refused unless the operator allows its network.
            collection (Union[Unset, str]): The Sentinel-2 L2A collection (default `VIGIL_IMAGERY_COLLECTION`,
                `sentinel-2-c1-l2a`).
    """

    enabled: bool
    stac_url: Union[Unset, str] = UNSET
    collection: Union[Unset, str] = UNSET

    def to_dict(self) -> dict[str, Any]:
        enabled = self.enabled

        stac_url = self.stac_url

        collection = self.collection

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "enabled": enabled,
            }
        )
        if stac_url is not UNSET:
            field_dict["stac_url"] = stac_url
        if collection is not UNSET:
            field_dict["collection"] = collection

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        enabled = d.pop("enabled")

        stac_url = d.pop("stac_url", UNSET)

        collection = d.pop("collection", UNSET)

        update_site_request_imagery_type_0 = cls(
            enabled=enabled,
            stac_url=stac_url,
            collection=collection,
        )

        return update_site_request_imagery_type_0
