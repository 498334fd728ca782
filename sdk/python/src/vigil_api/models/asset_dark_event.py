import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

if TYPE_CHECKING:
    from ..models.asset_dark_event_data import AssetDarkEventData


T = TypeVar("T", bound="AssetDarkEvent")


@_attrs_define
class AssetDarkEvent:
    """
    Attributes:
        type_ (Literal['asset.dark']):
        timestamp (datetime.datetime): When the event happened, RFC 3339 UTC.
        data (AssetDarkEventData):
    """

    type_: Literal["asset.dark"]
    timestamp: datetime.datetime
    data: "AssetDarkEventData"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        timestamp = self.timestamp.isoformat()

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "timestamp": timestamp,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.asset_dark_event_data import AssetDarkEventData

        d = dict(src_dict)
        type_ = cast(Literal["asset.dark"], d.pop("type"))
        if type_ != "asset.dark":
            raise ValueError(f"type must match const 'asset.dark', got '{type_}'")

        timestamp = isoparse(d.pop("timestamp"))

        data = AssetDarkEventData.from_dict(d.pop("data"))

        asset_dark_event = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return asset_dark_event
