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
    from ..models.asset_encounter_event_data import AssetEncounterEventData


T = TypeVar("T", bound="AssetEncounterEvent")


@_attrs_define
class AssetEncounterEvent:
    """
    Attributes:
        type_ (Literal['asset.encounter']):
        timestamp (datetime.datetime): When the event happened, RFC 3339 UTC.
        data (AssetEncounterEventData):
    """

    type_: Literal["asset.encounter"]
    timestamp: datetime.datetime
    data: "AssetEncounterEventData"

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
        from ..models.asset_encounter_event_data import AssetEncounterEventData

        d = dict(src_dict)
        type_ = cast(Literal["asset.encounter"], d.pop("type"))
        if type_ != "asset.encounter":
            raise ValueError(f"type must match const 'asset.encounter', got '{type_}'")

        timestamp = isoparse(d.pop("timestamp"))

        data = AssetEncounterEventData.from_dict(d.pop("data"))

        asset_encounter_event = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return asset_encounter_event
