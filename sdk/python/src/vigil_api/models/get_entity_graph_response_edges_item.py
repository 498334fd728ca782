from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetEntityGraphResponseEdgesItem")


@_attrs_define
class GetEntityGraphResponseEdgesItem:
    """
    Attributes:
        from_ (str): The sending entity.
        to (str): The receiving entity.
        amount (float): Summed value sent, as the transfers gave it.
    """

    from_: str
    to: str
    amount: float

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        to = self.to

        amount = self.amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "to": to,
                "amount": amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = d.pop("from")

        to = d.pop("to")

        amount = d.pop("amount")

        get_entity_graph_response_edges_item = cls(
            from_=from_,
            to=to,
            amount=amount,
        )

        return get_entity_graph_response_edges_item
