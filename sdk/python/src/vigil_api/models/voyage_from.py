from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="VoyageFrom")


@_attrs_define
class VoyageFrom:
    """The port visit it left.

    Attributes:
        visit_id (str): The port visit (`GET /v1/asset-events`, kind `port_visit`).
        port_id (str): The port (`GET /v1/ports/:id`).
        port_name (Union[None, str]):
    """

    visit_id: str
    port_id: str
    port_name: Union[None, str]

    def to_dict(self) -> dict[str, Any]:
        visit_id = self.visit_id

        port_id = self.port_id

        port_name: Union[None, str]
        port_name = self.port_name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "visit_id": visit_id,
                "port_id": port_id,
                "port_name": port_name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        visit_id = d.pop("visit_id")

        port_id = d.pop("port_id")

        def _parse_port_name(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        port_name = _parse_port_name(d.pop("port_name"))

        voyage_from = cls(
            visit_id=visit_id,
            port_id=port_id,
            port_name=port_name,
        )

        return voyage_from
