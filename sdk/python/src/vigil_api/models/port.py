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
from attrs import field as _attrs_field
from dateutil.parser import isoparse

from ..models.port_kind import PortKind
from ..models.port_source import PortSource

if TYPE_CHECKING:
    from ..models.area import Area
    from ..models.port_wpi_type_0 import PortWpiType0


T = TypeVar("T", bound="Port")


@_attrs_define
class Port:
    """A port or anchorage.

    Attributes:
        id (str): `wpi_<index number>` for the gazetteer’s ports, `port_…` for your own.
        source (PortSource): `wpi`: the World Port Index (NGA Pub. 150) that Vigil ships; `operator`: drawn by your
            workspace.
        name (str):
        alternate_name (Union[None, str]):
        kind (PortKind):
        unlocode (Union[None, str]): UN/LOCODE, e.g. `NLRTM`.
        country (Union[None, str]):
        position (list[float]): The index’s point for the port, or the middle of a drawn polygon: `[lon, lat]`, WGS 84.
        radius_m (Union[None, float]): For an index port: the radius of the circle around its point taken as the port’s
            area (by harbour size: 2 km very small, 3 km small, 5 km medium, 10 km large). Null for a drawn port, whose area
            is its boundary.
        boundary (Union['Area', None]):
        wpi (Union['PortWpiType0', None]): What the index says of the port; depths are null where it gives none.
        created_at (Union[None, datetime.datetime]): When your workspace drew it; null for the index’s ports. RFC 3339,
            UTC, milliseconds.
    """

    id: str
    source: PortSource
    name: str
    alternate_name: Union[None, str]
    kind: PortKind
    unlocode: Union[None, str]
    country: Union[None, str]
    position: list[float]
    radius_m: Union[None, float]
    boundary: Union["Area", None]
    wpi: Union["PortWpiType0", None]
    created_at: Union[None, datetime.datetime]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.area import Area
        from ..models.port_wpi_type_0 import PortWpiType0

        id = self.id

        source = self.source.value

        name = self.name

        alternate_name: Union[None, str]
        alternate_name = self.alternate_name

        kind = self.kind.value

        unlocode: Union[None, str]
        unlocode = self.unlocode

        country: Union[None, str]
        country = self.country

        position = self.position

        radius_m: Union[None, float]
        radius_m = self.radius_m

        boundary: Union[None, dict[str, Any]]
        if isinstance(self.boundary, Area):
            boundary = self.boundary.to_dict()
        else:
            boundary = self.boundary

        wpi: Union[None, dict[str, Any]]
        if isinstance(self.wpi, PortWpiType0):
            wpi = self.wpi.to_dict()
        else:
            wpi = self.wpi

        created_at: Union[None, str]
        if isinstance(self.created_at, datetime.datetime):
            created_at = self.created_at.isoformat()
        else:
            created_at = self.created_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "source": source,
                "name": name,
                "alternate_name": alternate_name,
                "kind": kind,
                "unlocode": unlocode,
                "country": country,
                "position": position,
                "radius_m": radius_m,
                "boundary": boundary,
                "wpi": wpi,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.area import Area
        from ..models.port_wpi_type_0 import PortWpiType0

        d = dict(src_dict)
        id = d.pop("id")

        source = PortSource(d.pop("source"))

        name = d.pop("name")

        def _parse_alternate_name(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        alternate_name = _parse_alternate_name(d.pop("alternate_name"))

        kind = PortKind(d.pop("kind"))

        def _parse_unlocode(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        unlocode = _parse_unlocode(d.pop("unlocode"))

        def _parse_country(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        country = _parse_country(d.pop("country"))

        position = cast(list[float], d.pop("position"))

        def _parse_radius_m(data: object) -> Union[None, float]:
            if data is None:
                return data
            return cast(Union[None, float], data)

        radius_m = _parse_radius_m(d.pop("radius_m"))

        def _parse_boundary(data: object) -> Union["Area", None]:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                boundary_type_0 = Area.from_dict(data)

                return boundary_type_0
            except:  # noqa: E722
                pass
            return cast(Union["Area", None], data)

        boundary = _parse_boundary(d.pop("boundary"))

        def _parse_wpi(data: object) -> Union["PortWpiType0", None]:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                wpi_type_0 = PortWpiType0.from_dict(data)

                return wpi_type_0
            except:  # noqa: E722
                pass
            return cast(Union["PortWpiType0", None], data)

        wpi = _parse_wpi(d.pop("wpi"))

        def _parse_created_at(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                created_at_type_0 = isoparse(data)

                return created_at_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        created_at = _parse_created_at(d.pop("created_at"))

        port = cls(
            id=id,
            source=source,
            name=name,
            alternate_name=alternate_name,
            kind=kind,
            unlocode=unlocode,
            country=country,
            position=position,
            radius_m=radius_m,
            boundary=boundary,
            wpi=wpi,
            created_at=created_at,
        )

        port.additional_properties = d
        return port

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
