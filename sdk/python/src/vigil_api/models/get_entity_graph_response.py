from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_entity_graph_response_edges_item import (
        GetEntityGraphResponseEdgesItem,
    )
    from ..models.get_entity_graph_response_entity import GetEntityGraphResponseEntity
    from ..models.get_entity_graph_response_nodes_item import (
        GetEntityGraphResponseNodesItem,
    )


T = TypeVar("T", bound="GetEntityGraphResponse")


@_attrs_define
class GetEntityGraphResponse:
    """The graph.

    Attributes:
        entity (GetEntityGraphResponseEntity):
        nodes (list['GetEntityGraphResponseNodesItem']): Every entity in the graph, the one asked about first.
        edges (list['GetEntityGraphResponseEdgesItem']):
        truncated (bool):
    """

    entity: "GetEntityGraphResponseEntity"
    nodes: list["GetEntityGraphResponseNodesItem"]
    edges: list["GetEntityGraphResponseEdgesItem"]
    truncated: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        entity = self.entity.to_dict()

        nodes = []
        for nodes_item_data in self.nodes:
            nodes_item = nodes_item_data.to_dict()
            nodes.append(nodes_item)

        edges = []
        for edges_item_data in self.edges:
            edges_item = edges_item_data.to_dict()
            edges.append(edges_item)

        truncated = self.truncated

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "entity": entity,
                "nodes": nodes,
                "edges": edges,
                "truncated": truncated,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_entity_graph_response_edges_item import (
            GetEntityGraphResponseEdgesItem,
        )
        from ..models.get_entity_graph_response_entity import (
            GetEntityGraphResponseEntity,
        )
        from ..models.get_entity_graph_response_nodes_item import (
            GetEntityGraphResponseNodesItem,
        )

        d = dict(src_dict)
        entity = GetEntityGraphResponseEntity.from_dict(d.pop("entity"))

        nodes = []
        _nodes = d.pop("nodes")
        for nodes_item_data in _nodes:
            nodes_item = GetEntityGraphResponseNodesItem.from_dict(nodes_item_data)

            nodes.append(nodes_item)

        edges = []
        _edges = d.pop("edges")
        for edges_item_data in _edges:
            edges_item = GetEntityGraphResponseEdgesItem.from_dict(edges_item_data)

            edges.append(edges_item)

        truncated = d.pop("truncated")

        get_entity_graph_response = cls(
            entity=entity,
            nodes=nodes,
            edges=edges,
            truncated=truncated,
        )

        get_entity_graph_response.additional_properties = d
        return get_entity_graph_response

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
