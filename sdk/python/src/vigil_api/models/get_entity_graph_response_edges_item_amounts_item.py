from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetEntityGraphResponseEdgesItemAmountsItem")


@_attrs_define
class GetEntityGraphResponseEdgesItemAmountsItem:
    """
    Attributes:
        asset (str): The asset, e.g. `ETH`, `USDT`.
        amount (str): What was sent of it, summed over the transfers: decimal text in its units, to 15 significant
            digits.
    """

    asset: str
    amount: str

    def to_dict(self) -> dict[str, Any]:
        asset = self.asset

        amount = self.amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "asset": asset,
                "amount": amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        asset = d.pop("asset")

        amount = d.pop("amount")

        get_entity_graph_response_edges_item_amounts_item = cls(
            asset=asset,
            amount=amount,
        )

        return get_entity_graph_response_edges_item_amounts_item
