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

from ..models.list_asset_positions_response_data_item_kind import (
    ListAssetPositionsResponseDataItemKind,
)

if TYPE_CHECKING:
    from ..models.list_asset_positions_response_data_item_flag_type_0 import (
        ListAssetPositionsResponseDataItemFlagType0,
    )


T = TypeVar("T", bound="ListAssetPositionsResponseDataItem")


@_attrs_define
class ListAssetPositionsResponseDataItem:
    """An asset at its latest position.

    Attributes:
        id (str): The asset id (`ast_…`).
        kind (ListAssetPositionsResponseDataItemKind): What the asset is: `vessel`, `aircraft`, or an AIS station that
            is neither, known by its MMSI (ITU-R M.585): `sart` (AIS search-and-rescue transmitter, 970…), `mob` (man-
            overboard device, 972…), `epirb` (EPIRB-AIS, 974…), `aton` (aid to navigation, 99…). Stations are never counted
            as vessels by zone rules, encounters, loitering or the dark watch; an active distress device raises
            `asset.distress`.
        name (Union[None, str]):
        at (datetime.datetime): When the position was reported. RFC 3339, UTC, milliseconds.
        lon (float):
        lat (float):
        speed_kn (Union[None, float]):
        course_deg (Union[None, float]): Course over ground, degrees from true north.
        heading_deg (Union[None, float]):
        altitude_ft (Union[None, float]):
        ship_type (Union[None, int]): AIS ship and cargo type (ITU-R M.1371), for styling; null when not reported.
        flag (Union['ListAssetPositionsResponseDataItemFlagType0', None]): The flag the MMSI’s MID names (ITU’s Table of
            Maritime Identification Digits); null for an MMSI without one (AIS-SART, MOB, EPIRB) or without an MMSI.
        followed (bool): Whether this workspace follows the asset.
    """

    id: str
    kind: ListAssetPositionsResponseDataItemKind
    name: Union[None, str]
    at: datetime.datetime
    lon: float
    lat: float
    speed_kn: Union[None, float]
    course_deg: Union[None, float]
    heading_deg: Union[None, float]
    altitude_ft: Union[None, float]
    ship_type: Union[None, int]
    flag: Union["ListAssetPositionsResponseDataItemFlagType0", None]
    followed: bool

    def to_dict(self) -> dict[str, Any]:
        from ..models.list_asset_positions_response_data_item_flag_type_0 import (
            ListAssetPositionsResponseDataItemFlagType0,
        )

        id = self.id

        kind = self.kind.value

        name: Union[None, str]
        name = self.name

        at = self.at.isoformat()

        lon = self.lon

        lat = self.lat

        speed_kn: Union[None, float]
        speed_kn = self.speed_kn

        course_deg: Union[None, float]
        course_deg = self.course_deg

        heading_deg: Union[None, float]
        heading_deg = self.heading_deg

        altitude_ft: Union[None, float]
        altitude_ft = self.altitude_ft

        ship_type: Union[None, int]
        ship_type = self.ship_type

        flag: Union[None, dict[str, Any]]
        if isinstance(self.flag, ListAssetPositionsResponseDataItemFlagType0):
            flag = self.flag.to_dict()
        else:
            flag = self.flag

        followed = self.followed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "name": name,
                "at": at,
                "lon": lon,
                "lat": lat,
                "speed_kn": speed_kn,
                "course_deg": course_deg,
                "heading_deg": heading_deg,
                "altitude_ft": altitude_ft,
                "ship_type": ship_type,
                "flag": flag,
                "followed": followed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_asset_positions_response_data_item_flag_type_0 import (
            ListAssetPositionsResponseDataItemFlagType0,
        )

        d = dict(src_dict)
        id = d.pop("id")

        kind = ListAssetPositionsResponseDataItemKind(d.pop("kind"))

        def _parse_name(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        name = _parse_name(d.pop("name"))

        at = isoparse(d.pop("at"))

        lon = d.pop("lon")

        lat = d.pop("lat")

        def _parse_speed_kn(data: object) -> Union[None, float]:
            if data is None:
                return data
            return cast(Union[None, float], data)

        speed_kn = _parse_speed_kn(d.pop("speed_kn"))

        def _parse_course_deg(data: object) -> Union[None, float]:
            if data is None:
                return data
            return cast(Union[None, float], data)

        course_deg = _parse_course_deg(d.pop("course_deg"))

        def _parse_heading_deg(data: object) -> Union[None, float]:
            if data is None:
                return data
            return cast(Union[None, float], data)

        heading_deg = _parse_heading_deg(d.pop("heading_deg"))

        def _parse_altitude_ft(data: object) -> Union[None, float]:
            if data is None:
                return data
            return cast(Union[None, float], data)

        altitude_ft = _parse_altitude_ft(d.pop("altitude_ft"))

        def _parse_ship_type(data: object) -> Union[None, int]:
            if data is None:
                return data
            return cast(Union[None, int], data)

        ship_type = _parse_ship_type(d.pop("ship_type"))

        def _parse_flag(
            data: object,
        ) -> Union["ListAssetPositionsResponseDataItemFlagType0", None]:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                flag_type_0 = ListAssetPositionsResponseDataItemFlagType0.from_dict(
                    data
                )

                return flag_type_0
            except:  # noqa: E722
                pass
            return cast(
                Union["ListAssetPositionsResponseDataItemFlagType0", None], data
            )

        flag = _parse_flag(d.pop("flag"))

        followed = d.pop("followed")

        list_asset_positions_response_data_item = cls(
            id=id,
            kind=kind,
            name=name,
            at=at,
            lon=lon,
            lat=lat,
            speed_kn=speed_kn,
            course_deg=course_deg,
            heading_deg=heading_deg,
            altitude_ft=altitude_ft,
            ship_type=ship_type,
            flag=flag,
            followed=followed,
        )

        return list_asset_positions_response_data_item
