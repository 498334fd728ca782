from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..models.create_port_request_kind import CreatePortRequestKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreatePortRequest")


@_attrs_define
class CreatePortRequest:
    """
    Attributes:
        name (str):
        boundary (Any): The port’s area, a Polygon or MultiPolygon (or a Feature holding one). GeoJSON (RFC 7946),
            `[lon, lat]` in WGS 84; any winding.
        kind (Union[Unset, CreatePortRequestKind]): `anchorage`: where ships wait at anchor, outside the berths.
            Default: CreatePortRequestKind.PORT.
        unlocode (Union[Unset, str]): UN/LOCODE, e.g. `NLRTM`.
        country (Union[Unset, str]):
    """

    name: str
    boundary: Any
    kind: Union[Unset, CreatePortRequestKind] = CreatePortRequestKind.PORT
    unlocode: Union[Unset, str] = UNSET
    country: Union[Unset, str] = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        boundary = self.boundary

        kind: Union[Unset, str] = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        unlocode = self.unlocode

        country = self.country

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "boundary": boundary,
            }
        )
        if kind is not UNSET:
            field_dict["kind"] = kind
        if unlocode is not UNSET:
            field_dict["unlocode"] = unlocode
        if country is not UNSET:
            field_dict["country"] = country

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        boundary = d.pop("boundary")

        _kind = d.pop("kind", UNSET)
        kind: Union[Unset, CreatePortRequestKind]
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = CreatePortRequestKind(_kind)

        unlocode = d.pop("unlocode", UNSET)

        country = d.pop("country", UNSET)

        create_port_request = cls(
            name=name,
            boundary=boundary,
            kind=kind,
            unlocode=unlocode,
            country=country,
        )

        return create_port_request
