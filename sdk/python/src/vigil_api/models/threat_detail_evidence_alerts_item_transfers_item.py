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

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.threat_detail_evidence_alerts_item_transfers_item_undone import (
        ThreatDetailEvidenceAlertsItemTransfersItemUndone,
    )


T = TypeVar("T", bound="ThreatDetailEvidenceAlertsItemTransfersItem")


@_attrs_define
class ThreatDetailEvidenceAlertsItemTransfersItem:
    """
    Attributes:
        chain (str):
        tx_hash (str):
        from_ (Union[None, str]):
        to (Union[None, str]):
        amount (Union[None, str]): Decimal text in units of the asset.
        asset (Union[None, str]):
        occurred_at (datetime.datetime): When it happened. RFC 3339, UTC, milliseconds.
        transfer_id (Union[None, str]): The transfer Vigil stored for it (`xfer_…`), which a hold can name; null when
            Vigil holds none (a withdrawal not yet on chain, a deposit without a sender).
        value_usd (Union[None, Unset, str]): Its value in US dollars, when the event gave one.
        undone (Union[Unset, ThreatDetailEvidenceAlertsItemTransfersItemUndone]): Present when a reorganisation of the
            chain undid the transfer after the alert was raised: Vigil had read it in a block that left the chain, and the
            blocks that replaced it do not hold it. The alert is kept as raised; the threat’s history says so.
    """

    chain: str
    tx_hash: str
    from_: Union[None, str]
    to: Union[None, str]
    amount: Union[None, str]
    asset: Union[None, str]
    occurred_at: datetime.datetime
    transfer_id: Union[None, str]
    value_usd: Union[None, Unset, str] = UNSET
    undone: Union[Unset, "ThreatDetailEvidenceAlertsItemTransfersItemUndone"] = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        chain = self.chain

        tx_hash = self.tx_hash

        from_: Union[None, str]
        from_ = self.from_

        to: Union[None, str]
        to = self.to

        amount: Union[None, str]
        amount = self.amount

        asset: Union[None, str]
        asset = self.asset

        occurred_at = self.occurred_at.isoformat()

        transfer_id: Union[None, str]
        transfer_id = self.transfer_id

        value_usd: Union[None, Unset, str]
        if isinstance(self.value_usd, Unset):
            value_usd = UNSET
        else:
            value_usd = self.value_usd

        undone: Union[Unset, dict[str, Any]] = UNSET
        if not isinstance(self.undone, Unset):
            undone = self.undone.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "chain": chain,
                "tx_hash": tx_hash,
                "from": from_,
                "to": to,
                "amount": amount,
                "asset": asset,
                "occurred_at": occurred_at,
                "transfer_id": transfer_id,
            }
        )
        if value_usd is not UNSET:
            field_dict["value_usd"] = value_usd
        if undone is not UNSET:
            field_dict["undone"] = undone

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.threat_detail_evidence_alerts_item_transfers_item_undone import (
            ThreatDetailEvidenceAlertsItemTransfersItemUndone,
        )

        d = dict(src_dict)
        chain = d.pop("chain")

        tx_hash = d.pop("tx_hash")

        def _parse_from_(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        from_ = _parse_from_(d.pop("from"))

        def _parse_to(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        to = _parse_to(d.pop("to"))

        def _parse_amount(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        amount = _parse_amount(d.pop("amount"))

        def _parse_asset(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        asset = _parse_asset(d.pop("asset"))

        occurred_at = isoparse(d.pop("occurred_at"))

        def _parse_transfer_id(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        transfer_id = _parse_transfer_id(d.pop("transfer_id"))

        def _parse_value_usd(data: object) -> Union[None, Unset, str]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(Union[None, Unset, str], data)

        value_usd = _parse_value_usd(d.pop("value_usd", UNSET))

        _undone = d.pop("undone", UNSET)
        undone: Union[Unset, ThreatDetailEvidenceAlertsItemTransfersItemUndone]
        if isinstance(_undone, Unset):
            undone = UNSET
        else:
            undone = ThreatDetailEvidenceAlertsItemTransfersItemUndone.from_dict(
                _undone
            )

        threat_detail_evidence_alerts_item_transfers_item = cls(
            chain=chain,
            tx_hash=tx_hash,
            from_=from_,
            to=to,
            amount=amount,
            asset=asset,
            occurred_at=occurred_at,
            transfer_id=transfer_id,
            value_usd=value_usd,
            undone=undone,
        )

        threat_detail_evidence_alerts_item_transfers_item.additional_properties = d
        return threat_detail_evidence_alerts_item_transfers_item

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
