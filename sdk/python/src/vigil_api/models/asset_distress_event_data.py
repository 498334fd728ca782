import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..models.asset_distress_event_data_kind import AssetDistressEventDataKind

if TYPE_CHECKING:
    from ..models.asset_distress_event_data_position import (
        AssetDistressEventDataPosition,
    )


T = TypeVar("T", bound="AssetDistressEventData")


@_attrs_define
class AssetDistressEventData:
    """
    Attributes:
        asset_id (str): The device, an asset of its own kind.
        kind (AssetDistressEventDataKind): Which device: `sart` (MMSI 970…), `mob` (972…), `epirb` (974…).
        mmsi (str): The device’s MMSI (nine digits).
        position (AssetDistressEventDataPosition): The position of the report that began the activation.
        started_at (datetime.datetime): The first active report of this activation. RFC 3339, UTC, milliseconds.
    """

    asset_id: str
    kind: AssetDistressEventDataKind
    mmsi: str
    position: "AssetDistressEventDataPosition"
    started_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        asset_id = self.asset_id

        kind = self.kind.value

        mmsi = self.mmsi

        position = self.position.to_dict()

        started_at = self.started_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "asset_id": asset_id,
                "kind": kind,
                "mmsi": mmsi,
                "position": position,
                "started_at": started_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.asset_distress_event_data_position import (
            AssetDistressEventDataPosition,
        )

        d = dict(src_dict)
        asset_id = d.pop("asset_id")

        kind = AssetDistressEventDataKind(d.pop("kind"))

        mmsi = d.pop("mmsi")

        position = AssetDistressEventDataPosition.from_dict(d.pop("position"))

        started_at = isoparse(d.pop("started_at"))

        asset_distress_event_data = cls(
            asset_id=asset_id,
            kind=kind,
            mmsi=mmsi,
            position=position,
            started_at=started_at,
        )

        return asset_distress_event_data
