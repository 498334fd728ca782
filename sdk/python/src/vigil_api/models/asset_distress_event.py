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
    from ..models.asset_distress_event_data import AssetDistressEventData


T = TypeVar("T", bound="AssetDistressEvent")


@_attrs_define
class AssetDistressEvent:
    """
    Attributes:
        type_ (Literal['asset.distress']):
        timestamp (datetime.datetime): When the event happened, RFC 3339 UTC.
        data (AssetDistressEventData):
    """

    type_: Literal["asset.distress"]
    timestamp: datetime.datetime
    data: "AssetDistressEventData"

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
        from ..models.asset_distress_event_data import AssetDistressEventData

        d = dict(src_dict)
        type_ = cast(Literal["asset.distress"], d.pop("type"))
        if type_ != "asset.distress":
            raise ValueError(f"type must match const 'asset.distress', got '{type_}'")

        timestamp = isoparse(d.pop("timestamp"))

        data = AssetDistressEventData.from_dict(d.pop("data"))

        asset_distress_event = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return asset_distress_event
