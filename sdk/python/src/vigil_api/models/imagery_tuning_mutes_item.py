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
from attrs import field as _attrs_field
from dateutil.parser import isoparse

if TYPE_CHECKING:
    from ..models.imagery_tuning_mutes_item_geometry_type_0 import (
        ImageryTuningMutesItemGeometryType0,
    )


T = TypeVar("T", bound="ImageryTuningMutesItem")


@_attrs_define
class ImageryTuningMutesItem:
    """
    Attributes:
        id (str): The muted area (`mute_…`).
        type_ (str):
        detection_id (str): The not-useful detection that muted it.
        geometry (Union['ImageryTuningMutesItemGeometryType0', None]): The muted area (the detection’s polygon).
        created_at (datetime.datetime): When. RFC 3339, UTC, milliseconds.
        expires_at (datetime.datetime): When it lapses, unless a useful mark lifts it first. RFC 3339, UTC,
            milliseconds.
    """

    id: str
    type_: str
    detection_id: str
    geometry: Union["ImageryTuningMutesItemGeometryType0", None]
    created_at: datetime.datetime
    expires_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.imagery_tuning_mutes_item_geometry_type_0 import (
            ImageryTuningMutesItemGeometryType0,
        )

        id = self.id

        type_ = self.type_

        detection_id = self.detection_id

        geometry: Union[None, dict[str, Any]]
        if isinstance(self.geometry, ImageryTuningMutesItemGeometryType0):
            geometry = self.geometry.to_dict()
        else:
            geometry = self.geometry

        created_at = self.created_at.isoformat()

        expires_at = self.expires_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "type": type_,
                "detection_id": detection_id,
                "geometry": geometry,
                "created_at": created_at,
                "expires_at": expires_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.imagery_tuning_mutes_item_geometry_type_0 import (
            ImageryTuningMutesItemGeometryType0,
        )

        d = dict(src_dict)
        id = d.pop("id")

        type_ = d.pop("type")

        detection_id = d.pop("detection_id")

        def _parse_geometry(
            data: object,
        ) -> Union["ImageryTuningMutesItemGeometryType0", None]:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                geometry_type_0 = ImageryTuningMutesItemGeometryType0.from_dict(data)

                return geometry_type_0
            except:  # noqa: E722
                pass
            return cast(Union["ImageryTuningMutesItemGeometryType0", None], data)

        geometry = _parse_geometry(d.pop("geometry"))

        created_at = isoparse(d.pop("created_at"))

        expires_at = isoparse(d.pop("expires_at"))

        imagery_tuning_mutes_item = cls(
            id=id,
            type_=type_,
            detection_id=detection_id,
            geometry=geometry,
            created_at=created_at,
            expires_at=expires_at,
        )

        imagery_tuning_mutes_item.additional_properties = d
        return imagery_tuning_mutes_item

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
