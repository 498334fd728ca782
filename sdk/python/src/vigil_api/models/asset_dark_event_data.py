from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.asset_dark_event_data_last_position import (
        AssetDarkEventDataLastPosition,
    )


T = TypeVar("T", bound="AssetDarkEventData")


@_attrs_define
class AssetDarkEventData:
    """
    Attributes:
        asset_id (str): The silent asset.
        rule_id (Union[None, str]): The `dark` alert rule whose `quiet_s` was passed; null for a followed vessel’s own
            threshold.
        last_position (AssetDarkEventDataLastPosition): The last position heard. The dark watch keeps speed and course
            of it, not heading and altitude: those two are null here.
        silent_for_s (int): Seconds since the last position; for a silence found late between two positions (`late:
            true`), the seconds between them.
        threshold_s (int): The silence, in seconds, that counts as dark.
        late (bool): Whether it was found by judging positions that arrived after newer ones of the asset had been
            judged (satellite backfill, a feed or broker that lagged): told late, once.
        event_id (str): The dark gap this silence is (`GET /v1/asset-events`), ended by the vessel’s next position.
    """

    asset_id: str
    rule_id: Union[None, str]
    last_position: "AssetDarkEventDataLastPosition"
    silent_for_s: int
    threshold_s: int
    late: bool
    event_id: str

    def to_dict(self) -> dict[str, Any]:
        asset_id = self.asset_id

        rule_id: Union[None, str]
        rule_id = self.rule_id

        last_position = self.last_position.to_dict()

        silent_for_s = self.silent_for_s

        threshold_s = self.threshold_s

        late = self.late

        event_id = self.event_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "asset_id": asset_id,
                "rule_id": rule_id,
                "last_position": last_position,
                "silent_for_s": silent_for_s,
                "threshold_s": threshold_s,
                "late": late,
                "event_id": event_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.asset_dark_event_data_last_position import (
            AssetDarkEventDataLastPosition,
        )

        d = dict(src_dict)
        asset_id = d.pop("asset_id")

        def _parse_rule_id(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        rule_id = _parse_rule_id(d.pop("rule_id"))

        last_position = AssetDarkEventDataLastPosition.from_dict(d.pop("last_position"))

        silent_for_s = d.pop("silent_for_s")

        threshold_s = d.pop("threshold_s")

        late = d.pop("late")

        event_id = d.pop("event_id")

        asset_dark_event_data = cls(
            asset_id=asset_id,
            rule_id=rule_id,
            last_position=last_position,
            silent_for_s=silent_for_s,
            threshold_s=threshold_s,
            late=late,
            event_id=event_id,
        )

        return asset_dark_event_data
