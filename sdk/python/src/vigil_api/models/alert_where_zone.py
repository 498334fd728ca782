from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
)

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.area import Area


T = TypeVar("T", bound="AlertWhereZone")


@_attrs_define
class AlertWhereZone:
    """
    Attributes:
        zone (Area): A GeoJSON Polygon or MultiPolygon, right-hand rule; a shape crossing the antimeridian is split into
            a MultiPolygon.
    """

    zone: "Area"

    def to_dict(self) -> dict[str, Any]:
        zone = self.zone.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "zone": zone,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.area import Area

        d = dict(src_dict)
        zone = Area.from_dict(d.pop("zone"))

        alert_where_zone = cls(
            zone=zone,
        )

        return alert_where_zone
