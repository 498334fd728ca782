from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.update_site_request_imagery_type_0 import (
        UpdateSiteRequestImageryType0,
    )
    from ..models.update_site_request_metadata_type_0 import (
        UpdateSiteRequestMetadataType0,
    )


T = TypeVar("T", bound="UpdateSiteRequest")


@_attrs_define
class UpdateSiteRequest:
    """
    Attributes:
        name (Union[None, Unset, str]):
        detection_types (Union[None, Unset, list[str]]): Only these detection types are recorded at the site; null: any.
        metadata (Union['UpdateSiteRequestMetadataType0', None, Unset]): Your own keys and values, replacing the earlier
            ones whole.
        imagery (Union['UpdateSiteRequestImageryType0', None, Unset]): Change detection from Sentinel-2 imagery at the
            site (docs/monitoring.md, "Imagery"): turning it on starts a look-back scan, then the site is scanned
            periodically and on demand (`POST /v1/sites/:id/scans`).
    """

    name: Union[None, Unset, str] = UNSET
    detection_types: Union[None, Unset, list[str]] = UNSET
    metadata: Union["UpdateSiteRequestMetadataType0", None, Unset] = UNSET
    imagery: Union["UpdateSiteRequestImageryType0", None, Unset] = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.update_site_request_imagery_type_0 import (
            UpdateSiteRequestImageryType0,
        )
        from ..models.update_site_request_metadata_type_0 import (
            UpdateSiteRequestMetadataType0,
        )

        name: Union[None, Unset, str]
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        detection_types: Union[None, Unset, list[str]]
        if isinstance(self.detection_types, Unset):
            detection_types = UNSET
        elif isinstance(self.detection_types, list):
            detection_types = self.detection_types

        else:
            detection_types = self.detection_types

        metadata: Union[None, Unset, dict[str, Any]]
        if isinstance(self.metadata, Unset):
            metadata = UNSET
        elif isinstance(self.metadata, UpdateSiteRequestMetadataType0):
            metadata = self.metadata.to_dict()
        else:
            metadata = self.metadata

        imagery: Union[None, Unset, dict[str, Any]]
        if isinstance(self.imagery, Unset):
            imagery = UNSET
        elif isinstance(self.imagery, UpdateSiteRequestImageryType0):
            imagery = self.imagery.to_dict()
        else:
            imagery = self.imagery

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if detection_types is not UNSET:
            field_dict["detection_types"] = detection_types
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if imagery is not UNSET:
            field_dict["imagery"] = imagery

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.update_site_request_imagery_type_0 import (
            UpdateSiteRequestImageryType0,
        )
        from ..models.update_site_request_metadata_type_0 import (
            UpdateSiteRequestMetadataType0,
        )

        d = dict(src_dict)

        def _parse_name(data: object) -> Union[None, Unset, str]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(Union[None, Unset, str], data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_detection_types(data: object) -> Union[None, Unset, list[str]]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                detection_types_type_0 = cast(list[str], data)

                return detection_types_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, Unset, list[str]], data)

        detection_types = _parse_detection_types(d.pop("detection_types", UNSET))

        def _parse_metadata(
            data: object,
        ) -> Union["UpdateSiteRequestMetadataType0", None, Unset]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                metadata_type_0 = UpdateSiteRequestMetadataType0.from_dict(data)

                return metadata_type_0
            except:  # noqa: E722
                pass
            return cast(Union["UpdateSiteRequestMetadataType0", None, Unset], data)

        metadata = _parse_metadata(d.pop("metadata", UNSET))

        def _parse_imagery(
            data: object,
        ) -> Union["UpdateSiteRequestImageryType0", None, Unset]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                imagery_type_0 = UpdateSiteRequestImageryType0.from_dict(data)

                return imagery_type_0
            except:  # noqa: E722
                pass
            return cast(Union["UpdateSiteRequestImageryType0", None, Unset], data)

        imagery = _parse_imagery(d.pop("imagery", UNSET))

        update_site_request = cls(
            name=name,
            detection_types=detection_types,
            metadata=metadata,
            imagery=imagery,
        )

        return update_site_request
