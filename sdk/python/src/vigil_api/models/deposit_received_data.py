from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="DepositReceivedData")


@_attrs_define
class DepositReceivedData:
    """`deposit.received`: funds arrived at a customer’s deposit address. With `from`, also stored as a transfer from it to
    `to` that screening sees at once.

        Attributes:
            account_id (str): The institution’s own reference for the customer account.
            chain (str): A chain name or ticker, e.g. `ethereum`, `ETH`, `bitcoin`; stored as the canonical name.
            tx_hash (str): The transaction hash in its chain’s form (`0x` + 64 hex digits on EVM chains; 64 hex digits on
                Bitcoin-like chains, TRON, Monero and the XRP Ledger; a base58 signature on Solana); stored normalised.
            to (str): The customer’s deposit address. Checked and normalised for its chain.
            amount (float): Units of the asset.
            from_ (Union[Unset, str]): The sender, when known. Checked and normalised for its chain.
            asset (Union[Unset, str]): The asset moved, e.g. `ETH`, `USDT`.
            value_usd (Union[Unset, float]): What it was worth in US dollars, when the sender knows (structuring compares it
                to thresholds).
    """

    account_id: str
    chain: str
    tx_hash: str
    to: str
    amount: float
    from_: Union[Unset, str] = UNSET
    asset: Union[Unset, str] = UNSET
    value_usd: Union[Unset, float] = UNSET

    def to_dict(self) -> dict[str, Any]:
        account_id = self.account_id

        chain = self.chain

        tx_hash = self.tx_hash

        to = self.to

        amount = self.amount

        from_ = self.from_

        asset = self.asset

        value_usd = self.value_usd

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "account_id": account_id,
                "chain": chain,
                "tx_hash": tx_hash,
                "to": to,
                "amount": amount,
            }
        )
        if from_ is not UNSET:
            field_dict["from"] = from_
        if asset is not UNSET:
            field_dict["asset"] = asset
        if value_usd is not UNSET:
            field_dict["value_usd"] = value_usd

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        account_id = d.pop("account_id")

        chain = d.pop("chain")

        tx_hash = d.pop("tx_hash")

        to = d.pop("to")

        amount = d.pop("amount")

        from_ = d.pop("from", UNSET)

        asset = d.pop("asset", UNSET)

        value_usd = d.pop("value_usd", UNSET)

        deposit_received_data = cls(
            account_id=account_id,
            chain=chain,
            tx_hash=tx_hash,
            to=to,
            amount=amount,
            from_=from_,
            asset=asset,
            value_usd=value_usd,
        )

        return deposit_received_data
