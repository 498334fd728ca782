from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_entity_graph_response_nodes_item_labels_item import (
        GetEntityGraphResponseNodesItemLabelsItem,
    )


T = TypeVar("T", bound="GetEntityGraphResponseNodesItem")


@_attrs_define
class GetEntityGraphResponseNodesItem:
    """
    Attributes:
        id (str): The entity (`ent_…`).
        chain (str):
        addresses (list[str]): Its first addresses (at most 20), first seen first.
        address_count (int):
        labels (list['GetEntityGraphResponseNodesItemLabelsItem']): Labels the workspace sees on its addresses.
        hops (int): Hops from the entity asked about.
    """

    id: str
    chain: str
    addresses: list[str]
    address_count: int
    labels: list["GetEntityGraphResponseNodesItemLabelsItem"]
    hops: int

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        chain = self.chain

        addresses = self.addresses

        address_count = self.address_count

        labels = []
        for labels_item_data in self.labels:
            labels_item = labels_item_data.to_dict()
            labels.append(labels_item)

        hops = self.hops

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "chain": chain,
                "addresses": addresses,
                "address_count": address_count,
                "labels": labels,
                "hops": hops,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_entity_graph_response_nodes_item_labels_item import (
            GetEntityGraphResponseNodesItemLabelsItem,
        )

        d = dict(src_dict)
        id = d.pop("id")

        chain = d.pop("chain")

        addresses = cast(list[str], d.pop("addresses"))

        address_count = d.pop("address_count")

        labels = []
        _labels = d.pop("labels")
        for labels_item_data in _labels:
            labels_item = GetEntityGraphResponseNodesItemLabelsItem.from_dict(
                labels_item_data
            )

            labels.append(labels_item)

        hops = d.pop("hops")

        get_entity_graph_response_nodes_item = cls(
            id=id,
            chain=chain,
            addresses=addresses,
            address_count=address_count,
            labels=labels,
            hops=hops,
        )

        return get_entity_graph_response_nodes_item
