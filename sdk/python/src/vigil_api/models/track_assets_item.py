import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from dateutil.parser import isoparse

T = TypeVar("T", bound="TrackAssetsItem")


@_attrs_define
class TrackAssetsItem:
    """
    Attributes:
        id (str):
        mmsi (Union[None, str]):
        from_ (datetime.datetime): Its first point in the range. RFC 3339, UTC, milliseconds.
        to (datetime.datetime): Its last point in the range. RFC 3339, UTC, milliseconds.
    """

    id: str
    mmsi: Union[None, str]
    from_: datetime.datetime
    to: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        mmsi: Union[None, str]
        mmsi = self.mmsi

        from_ = self.from_.isoformat()

        to = self.to.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "mmsi": mmsi,
                "from": from_,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        def _parse_mmsi(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        mmsi = _parse_mmsi(d.pop("mmsi"))

        from_ = isoparse(d.pop("from"))

        to = isoparse(d.pop("to"))

        track_assets_item = cls(
            id=id,
            mmsi=mmsi,
            from_=from_,
            to=to,
        )

        track_assets_item.additional_properties = d
        return track_assets_item

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
