from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
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
            amount (Union[float, str]): Units of the asset. Decimal text such as "1.5" keeps every digit; a JSON number is
                read as the double it is. In units of the asset (ETH, not wei): an amount finer than the asset divides or larger
                than its supply is a 400.
            log_index (Union[Unset, int]): Account chains: the log of the token transfer within its transaction, when the
                transaction moves several; with `tx_hash` it names the movement (the same movement sent again is one).
            output_index (Union[Unset, int]): UTXO chains: the output `to` is, within the transaction.
            from_ (Union[Unset, str]): The sender, when known. Checked and normalised for its chain.
            asset (Union[Unset, str]): The asset moved, e.g. `ETH`, `USDT`.
            value_usd (Union[Unset, float, str]): What it was worth in US dollars, when the sender knows (structuring
                compares it to thresholds; exposure across assets is compared in dollars): decimal text such as "9500.00", or a
                number. Without it, the price table values the transfer where it can.
    """

    account_id: str
    chain: str
    tx_hash: str
    to: str
    amount: Union[float, str]
    log_index: Union[Unset, int] = UNSET
    output_index: Union[Unset, int] = UNSET
    from_: Union[Unset, str] = UNSET
    asset: Union[Unset, str] = UNSET
    value_usd: Union[Unset, float, str] = UNSET

    def to_dict(self) -> dict[str, Any]:
        account_id = self.account_id

        chain = self.chain

        tx_hash = self.tx_hash

        to = self.to

        amount: Union[float, str]
        amount = self.amount

        log_index = self.log_index

        output_index = self.output_index

        from_ = self.from_

        asset = self.asset

        value_usd: Union[Unset, float, str]
        if isinstance(self.value_usd, Unset):
            value_usd = UNSET
        else:
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
        if log_index is not UNSET:
            field_dict["log_index"] = log_index
        if output_index is not UNSET:
            field_dict["output_index"] = output_index
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

        def _parse_amount(data: object) -> Union[float, str]:
            return cast(Union[float, str], data)

        amount = _parse_amount(d.pop("amount"))

        log_index = d.pop("log_index", UNSET)

        output_index = d.pop("output_index", UNSET)

        from_ = d.pop("from", UNSET)

        asset = d.pop("asset", UNSET)

        def _parse_value_usd(data: object) -> Union[Unset, float, str]:
            if isinstance(data, Unset):
                return data
            return cast(Union[Unset, float, str], data)

        value_usd = _parse_value_usd(d.pop("value_usd", UNSET))

        deposit_received_data = cls(
            account_id=account_id,
            chain=chain,
            tx_hash=tx_hash,
            to=to,
            amount=amount,
            log_index=log_index,
            output_index=output_index,
            from_=from_,
            asset=asset,
            value_usd=value_usd,
        )

        return deposit_received_data
