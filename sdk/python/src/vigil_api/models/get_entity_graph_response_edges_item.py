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
    from ..models.get_entity_graph_response_edges_item_amounts_item import (
        GetEntityGraphResponseEdgesItemAmountsItem,
    )


T = TypeVar("T", bound="GetEntityGraphResponseEdgesItem")


@_attrs_define
class GetEntityGraphResponseEdgesItem:
    """
    Attributes:
        from_ (str): The sending entity.
        to (str): The receiving entity.
        amounts (list['GetEntityGraphResponseEdgesItemAmountsItem']): What was sent, per asset: amounts of different
            assets are never added.
        value_usd (Union[None, str]): What it was worth in US dollars (cents), from the senders’ values and the price
            table; null when a transfer of it had no dollar value.
    """

    from_: str
    to: str
    amounts: list["GetEntityGraphResponseEdgesItemAmountsItem"]
    value_usd: Union[None, str]

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        to = self.to

        amounts = []
        for amounts_item_data in self.amounts:
            amounts_item = amounts_item_data.to_dict()
            amounts.append(amounts_item)

        value_usd: Union[None, str]
        value_usd = self.value_usd

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "to": to,
                "amounts": amounts,
                "value_usd": value_usd,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_entity_graph_response_edges_item_amounts_item import (
            GetEntityGraphResponseEdgesItemAmountsItem,
        )

        d = dict(src_dict)
        from_ = d.pop("from")

        to = d.pop("to")

        amounts = []
        _amounts = d.pop("amounts")
        for amounts_item_data in _amounts:
            amounts_item = GetEntityGraphResponseEdgesItemAmountsItem.from_dict(
                amounts_item_data
            )

            amounts.append(amounts_item)

        def _parse_value_usd(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        value_usd = _parse_value_usd(d.pop("value_usd"))

        get_entity_graph_response_edges_item = cls(
            from_=from_,
            to=to,
            amounts=amounts,
            value_usd=value_usd,
        )

        return get_entity_graph_response_edges_item
