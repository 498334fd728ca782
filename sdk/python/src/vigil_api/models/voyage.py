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
from dateutil.parser import isoparse

if TYPE_CHECKING:
    from ..models.voyage_from import VoyageFrom
    from ..models.voyage_to_type_0 import VoyageToType0


T = TypeVar("T", bound="Voyage")


@_attrs_define
class Voyage:
    """A passage between two consecutive port visits of an asset.

    Attributes:
        asset_id (str):
        from_ (VoyageFrom): The port visit it left.
        to (Union['VoyageToType0', None]): The next port visit; null while the vessel is at sea.
        departed_at (datetime.datetime): When it left the port: the end of that visit. RFC 3339, UTC, milliseconds.
        arrived_at (Union[None, datetime.datetime]): When it reached the next port: the start of that visit. RFC 3339,
            UTC, milliseconds.
        duration_s (Union[None, int]): Seconds from departure to arrival.
        ongoing (bool): True while no next port visit is known.
    """

    asset_id: str
    from_: "VoyageFrom"
    to: Union["VoyageToType0", None]
    departed_at: datetime.datetime
    arrived_at: Union[None, datetime.datetime]
    duration_s: Union[None, int]
    ongoing: bool

    def to_dict(self) -> dict[str, Any]:
        from ..models.voyage_to_type_0 import VoyageToType0

        asset_id = self.asset_id

        from_ = self.from_.to_dict()

        to: Union[None, dict[str, Any]]
        if isinstance(self.to, VoyageToType0):
            to = self.to.to_dict()
        else:
            to = self.to

        departed_at = self.departed_at.isoformat()

        arrived_at: Union[None, str]
        if isinstance(self.arrived_at, datetime.datetime):
            arrived_at = self.arrived_at.isoformat()
        else:
            arrived_at = self.arrived_at

        duration_s: Union[None, int]
        duration_s = self.duration_s

        ongoing = self.ongoing

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "asset_id": asset_id,
                "from": from_,
                "to": to,
                "departed_at": departed_at,
                "arrived_at": arrived_at,
                "duration_s": duration_s,
                "ongoing": ongoing,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyage_from import VoyageFrom
        from ..models.voyage_to_type_0 import VoyageToType0

        d = dict(src_dict)
        asset_id = d.pop("asset_id")

        from_ = VoyageFrom.from_dict(d.pop("from"))

        def _parse_to(data: object) -> Union["VoyageToType0", None]:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                to_type_0 = VoyageToType0.from_dict(data)

                return to_type_0
            except:  # noqa: E722
                pass
            return cast(Union["VoyageToType0", None], data)

        to = _parse_to(d.pop("to"))

        departed_at = isoparse(d.pop("departed_at"))

        def _parse_arrived_at(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                arrived_at_type_0 = isoparse(data)

                return arrived_at_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        arrived_at = _parse_arrived_at(d.pop("arrived_at"))

        def _parse_duration_s(data: object) -> Union[None, int]:
            if data is None:
                return data
            return cast(Union[None, int], data)

        duration_s = _parse_duration_s(d.pop("duration_s"))

        ongoing = d.pop("ongoing")

        voyage = cls(
            asset_id=asset_id,
            from_=from_,
            to=to,
            departed_at=departed_at,
            arrived_at=arrived_at,
            duration_s=duration_s,
            ongoing=ongoing,
        )

        return voyage
