import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from dateutil.parser import isoparse

from ..models.threat_detail_graph_nodes_item_type import ThreatDetailGraphNodesItemType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.threat_detail_graph_nodes_item_labels_item import (
        ThreatDetailGraphNodesItemLabelsItem,
    )


T = TypeVar("T", bound="ThreatDetailGraphNodesItem")


@_attrs_define
class ThreatDetailGraphNodesItem:
    """An address, entity, transfer or customer account.

    Attributes:
        id (str): `address:<chain>:<address>`, an entity id (`ent_…`), `transfer:<chain>:<tx_hash>` or `account:<id>`.
        type_ (ThreatDetailGraphNodesItemType):
        chain (Union[None, str]): The chain; null for a customer account.
        address (Union[Unset, str]):
        roles (Union[Unset, list[str]]): What the alerts say the address did.
        labels (Union[Unset, list['ThreatDetailGraphNodesItemLabelsItem']]): Labels screening knows for the address.
        entity_id (Union[Unset, str]): The entity the address belongs to.
        own_wallet (Union[Unset, bool]): One of the workspace’s own wallets (`/v1/own-wallets`): never a SAR subject.
        tx_hash (Union[Unset, str]):
        transfer_ids (Union[Unset, list[str]]): A transfer node: the transfers Vigil stored of the transaction
            (`xfer_…`), one per sender → receiver pair; a hold can name one (`{"reference": {"transfer_id": …}}`). Empty
            when Vigil holds none of it (an alert about an event that is not on chain).
        asset (Union[None, Unset, str]):
        occurred_at (Union[Unset, datetime.datetime]): When the transfer happened. RFC 3339, UTC, milliseconds.
        account_id (Union[Unset, str]): The institution’s own reference of the customer.
    """

    id: str
    type_: ThreatDetailGraphNodesItemType
    chain: Union[None, str]
    address: Union[Unset, str] = UNSET
    roles: Union[Unset, list[str]] = UNSET
    labels: Union[Unset, list["ThreatDetailGraphNodesItemLabelsItem"]] = UNSET
    entity_id: Union[Unset, str] = UNSET
    own_wallet: Union[Unset, bool] = UNSET
    tx_hash: Union[Unset, str] = UNSET
    transfer_ids: Union[Unset, list[str]] = UNSET
    asset: Union[None, Unset, str] = UNSET
    occurred_at: Union[Unset, datetime.datetime] = UNSET
    account_id: Union[Unset, str] = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_ = self.type_.value

        chain: Union[None, str]
        chain = self.chain

        address = self.address

        roles: Union[Unset, list[str]] = UNSET
        if not isinstance(self.roles, Unset):
            roles = self.roles

        labels: Union[Unset, list[dict[str, Any]]] = UNSET
        if not isinstance(self.labels, Unset):
            labels = []
            for labels_item_data in self.labels:
                labels_item = labels_item_data.to_dict()
                labels.append(labels_item)

        entity_id = self.entity_id

        own_wallet = self.own_wallet

        tx_hash = self.tx_hash

        transfer_ids: Union[Unset, list[str]] = UNSET
        if not isinstance(self.transfer_ids, Unset):
            transfer_ids = self.transfer_ids

        asset: Union[None, Unset, str]
        if isinstance(self.asset, Unset):
            asset = UNSET
        else:
            asset = self.asset

        occurred_at: Union[Unset, str] = UNSET
        if not isinstance(self.occurred_at, Unset):
            occurred_at = self.occurred_at.isoformat()

        account_id = self.account_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "type": type_,
                "chain": chain,
            }
        )
        if address is not UNSET:
            field_dict["address"] = address
        if roles is not UNSET:
            field_dict["roles"] = roles
        if labels is not UNSET:
            field_dict["labels"] = labels
        if entity_id is not UNSET:
            field_dict["entity_id"] = entity_id
        if own_wallet is not UNSET:
            field_dict["own_wallet"] = own_wallet
        if tx_hash is not UNSET:
            field_dict["tx_hash"] = tx_hash
        if transfer_ids is not UNSET:
            field_dict["transfer_ids"] = transfer_ids
        if asset is not UNSET:
            field_dict["asset"] = asset
        if occurred_at is not UNSET:
            field_dict["occurred_at"] = occurred_at
        if account_id is not UNSET:
            field_dict["account_id"] = account_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.threat_detail_graph_nodes_item_labels_item import (
            ThreatDetailGraphNodesItemLabelsItem,
        )

        d = dict(src_dict)
        id = d.pop("id")

        type_ = ThreatDetailGraphNodesItemType(d.pop("type"))

        def _parse_chain(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        chain = _parse_chain(d.pop("chain"))

        address = d.pop("address", UNSET)

        roles = cast(list[str], d.pop("roles", UNSET))

        labels = []
        _labels = d.pop("labels", UNSET)
        for labels_item_data in _labels or []:
            labels_item = ThreatDetailGraphNodesItemLabelsItem.from_dict(
                labels_item_data
            )

            labels.append(labels_item)

        entity_id = d.pop("entity_id", UNSET)

        own_wallet = d.pop("own_wallet", UNSET)

        tx_hash = d.pop("tx_hash", UNSET)

        transfer_ids = cast(list[str], d.pop("transfer_ids", UNSET))

        def _parse_asset(data: object) -> Union[None, Unset, str]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(Union[None, Unset, str], data)

        asset = _parse_asset(d.pop("asset", UNSET))

        _occurred_at = d.pop("occurred_at", UNSET)
        occurred_at: Union[Unset, datetime.datetime]
        if isinstance(_occurred_at, Unset):
            occurred_at = UNSET
        else:
            occurred_at = isoparse(_occurred_at)

        account_id = d.pop("account_id", UNSET)

        threat_detail_graph_nodes_item = cls(
            id=id,
            type_=type_,
            chain=chain,
            address=address,
            roles=roles,
            labels=labels,
            entity_id=entity_id,
            own_wallet=own_wallet,
            tx_hash=tx_hash,
            transfer_ids=transfer_ids,
            asset=asset,
            occurred_at=occurred_at,
            account_id=account_id,
        )

        threat_detail_graph_nodes_item.additional_properties = d
        return threat_detail_graph_nodes_item

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
