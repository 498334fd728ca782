from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ScreeningMatchViaEntity")


@_attrs_define
class ScreeningMatchViaEntity:
    """When the label is on another address of the entity `address` belongs to: inputs spent together have one owner, so
    the label speaks for every address of the entity. Not a sanctions hit of its own (`sanctions_hit` is for a list
    naming the address itself), though it scores as ownership.

        Attributes:
            id (str): The co-spend entity (`ent_…`) both addresses belong to.
            address (str): The address of the entity that carries the label.
    """

    id: str
    address: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        address = self.address

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "address": address,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        address = d.pop("address")

        screening_match_via_entity = cls(
            id=id,
            address=address,
        )

        return screening_match_via_entity
