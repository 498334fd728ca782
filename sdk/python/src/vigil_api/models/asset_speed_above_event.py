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
    from ..models.asset_speed_above_event_data import AssetSpeedAboveEventData


T = TypeVar("T", bound="AssetSpeedAboveEvent")


@_attrs_define
class AssetSpeedAboveEvent:
    """
    Attributes:
        type_ (Literal['asset.speed_above']):
        timestamp (datetime.datetime): When the event happened, RFC 3339 UTC.
        data (AssetSpeedAboveEventData):
    """

    type_: Literal["asset.speed_above"]
    timestamp: datetime.datetime
    data: "AssetSpeedAboveEventData"

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
        from ..models.asset_speed_above_event_data import AssetSpeedAboveEventData

        d = dict(src_dict)
        type_ = cast(Literal["asset.speed_above"], d.pop("type"))
        if type_ != "asset.speed_above":
            raise ValueError(
                f"type must match const 'asset.speed_above', got '{type_}'"
            )

        timestamp = isoparse(d.pop("timestamp"))

        data = AssetSpeedAboveEventData.from_dict(d.pop("data"))

        asset_speed_above_event = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return asset_speed_above_event
