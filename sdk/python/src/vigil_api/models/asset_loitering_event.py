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
    from ..models.asset_loitering_event_data import AssetLoiteringEventData


T = TypeVar("T", bound="AssetLoiteringEvent")


@_attrs_define
class AssetLoiteringEvent:
    """
    Attributes:
        type_ (Literal['asset.loitering']):
        timestamp (datetime.datetime): When the event happened, RFC 3339 UTC.
        data (AssetLoiteringEventData):
    """

    type_: Literal["asset.loitering"]
    timestamp: datetime.datetime
    data: "AssetLoiteringEventData"

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
        from ..models.asset_loitering_event_data import AssetLoiteringEventData

        d = dict(src_dict)
        type_ = cast(Literal["asset.loitering"], d.pop("type"))
        if type_ != "asset.loitering":
            raise ValueError(f"type must match const 'asset.loitering', got '{type_}'")

        timestamp = isoparse(d.pop("timestamp"))

        data = AssetLoiteringEventData.from_dict(d.pop("data"))

        asset_loitering_event = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return asset_loitering_event
