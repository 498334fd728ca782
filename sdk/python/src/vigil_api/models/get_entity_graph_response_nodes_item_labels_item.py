from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetEntityGraphResponseNodesItemLabelsItem")


@_attrs_define
class GetEntityGraphResponseNodesItemLabelsItem:
    """
    Attributes:
        label (str):
        category (str):
        source (str):
        list_version (Union[None, str]):
        address (str): The labelled address.
    """

    label: str
    category: str
    source: str
    list_version: Union[None, str]
    address: str

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        category = self.category

        source = self.source

        list_version: Union[None, str]
        list_version = self.list_version

        address = self.address

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "category": category,
                "source": source,
                "list_version": list_version,
                "address": address,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        category = d.pop("category")

        source = d.pop("source")

        def _parse_list_version(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        list_version = _parse_list_version(d.pop("list_version"))

        address = d.pop("address")

        get_entity_graph_response_nodes_item_labels_item = cls(
            label=label,
            category=category,
            source=source,
            list_version=list_version,
            address=address,
        )

        return get_entity_graph_response_nodes_item_labels_item
