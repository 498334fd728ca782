from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.threat_detail_graph_edges_item_type import ThreatDetailGraphEdgesItemType
from ..types import UNSET, Unset

T = TypeVar("T", bound="ThreatDetailGraphEdgesItem")


@_attrs_define
class ThreatDetailGraphEdgesItem:
    """A flow of value or an address’s membership of an entity.

    Attributes:
        from_ (str):
        to (str):
        type_ (ThreatDetailGraphEdgesItemType): `flow`: address → transfer or transfer → address; `membership`: address
            → entity.
        tx_hash (Union[Unset, str]):
        amount (Union[None, Unset, str]): Decimal text in units of the asset.
        asset (Union[None, Unset, str]):
    """

    from_: str
    to: str
    type_: ThreatDetailGraphEdgesItemType
    tx_hash: Union[Unset, str] = UNSET
    amount: Union[None, Unset, str] = UNSET
    asset: Union[None, Unset, str] = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        to = self.to

        type_ = self.type_.value

        tx_hash = self.tx_hash

        amount: Union[None, Unset, str]
        if isinstance(self.amount, Unset):
            amount = UNSET
        else:
            amount = self.amount

        asset: Union[None, Unset, str]
        if isinstance(self.asset, Unset):
            asset = UNSET
        else:
            asset = self.asset

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "from": from_,
                "to": to,
                "type": type_,
            }
        )
        if tx_hash is not UNSET:
            field_dict["tx_hash"] = tx_hash
        if amount is not UNSET:
            field_dict["amount"] = amount
        if asset is not UNSET:
            field_dict["asset"] = asset

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = d.pop("from")

        to = d.pop("to")

        type_ = ThreatDetailGraphEdgesItemType(d.pop("type"))

        tx_hash = d.pop("tx_hash", UNSET)

        def _parse_amount(data: object) -> Union[None, Unset, str]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(Union[None, Unset, str], data)

        amount = _parse_amount(d.pop("amount", UNSET))

        def _parse_asset(data: object) -> Union[None, Unset, str]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(Union[None, Unset, str], data)

        asset = _parse_asset(d.pop("asset", UNSET))

        threat_detail_graph_edges_item = cls(
            from_=from_,
            to=to,
            type_=type_,
            tx_hash=tx_hash,
            amount=amount,
            asset=asset,
        )

        threat_detail_graph_edges_item.additional_properties = d
        return threat_detail_graph_edges_item

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
