from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="WithdrawalRequestedData")


@_attrs_define
class WithdrawalRequestedData:
    """`withdrawal.requested`: a customer asked the institution to send funds out.

    Attributes:
        account_id (str): The institution’s own reference for the customer account.
        chain (str): A chain name or ticker, e.g. `ethereum`, `ETH`, `bitcoin`; stored as the canonical name.
        to (str): Where the funds are to go. Checked and normalised for its chain.
        amount (float): Units of the asset.
        asset (Union[Unset, str]): The asset moved, e.g. `ETH`, `USDT`.
        value_usd (Union[Unset, float]): What it was worth in US dollars, when the sender knows (structuring compares it
            to thresholds).
        withdrawal_id (Union[Unset, str]): The institution’s own withdrawal reference.
    """

    account_id: str
    chain: str
    to: str
    amount: float
    asset: Union[Unset, str] = UNSET
    value_usd: Union[Unset, float] = UNSET
    withdrawal_id: Union[Unset, str] = UNSET

    def to_dict(self) -> dict[str, Any]:
        account_id = self.account_id

        chain = self.chain

        to = self.to

        amount = self.amount

        asset = self.asset

        value_usd = self.value_usd

        withdrawal_id = self.withdrawal_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "account_id": account_id,
                "chain": chain,
                "to": to,
                "amount": amount,
            }
        )
        if asset is not UNSET:
            field_dict["asset"] = asset
        if value_usd is not UNSET:
            field_dict["value_usd"] = value_usd
        if withdrawal_id is not UNSET:
            field_dict["withdrawal_id"] = withdrawal_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        account_id = d.pop("account_id")

        chain = d.pop("chain")

        to = d.pop("to")

        amount = d.pop("amount")

        asset = d.pop("asset", UNSET)

        value_usd = d.pop("value_usd", UNSET)

        withdrawal_id = d.pop("withdrawal_id", UNSET)

        withdrawal_requested_data = cls(
            account_id=account_id,
            chain=chain,
            to=to,
            amount=amount,
            asset=asset,
            value_usd=value_usd,
            withdrawal_id=withdrawal_id,
        )

        return withdrawal_requested_data
