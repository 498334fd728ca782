from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
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
        amount (Union[float, str]): Units of the asset. Decimal text such as "1.5" keeps every digit; a JSON number is
            read as the double it is. In units of the asset (ETH, not wei): an amount finer than the asset divides or larger
            than its supply is a 400.
        asset (Union[Unset, str]): The asset moved, e.g. `ETH`, `USDT`.
        value_usd (Union[Unset, float, str]): What it was worth in US dollars, when the sender knows (structuring
            compares it to thresholds; exposure across assets is compared in dollars): decimal text such as "9500.00", or a
            number. Without it, the price table values the transfer where it can.
        withdrawal_id (Union[Unset, str]): The institution’s own withdrawal reference.
    """

    account_id: str
    chain: str
    to: str
    amount: Union[float, str]
    asset: Union[Unset, str] = UNSET
    value_usd: Union[Unset, float, str] = UNSET
    withdrawal_id: Union[Unset, str] = UNSET

    def to_dict(self) -> dict[str, Any]:
        account_id = self.account_id

        chain = self.chain

        to = self.to

        amount: Union[float, str]
        amount = self.amount

        asset = self.asset

        value_usd: Union[Unset, float, str]
        if isinstance(self.value_usd, Unset):
            value_usd = UNSET
        else:
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

        def _parse_amount(data: object) -> Union[float, str]:
            return cast(Union[float, str], data)

        amount = _parse_amount(d.pop("amount"))

        asset = d.pop("asset", UNSET)

        def _parse_value_usd(data: object) -> Union[Unset, float, str]:
            if isinstance(data, Unset):
                return data
            return cast(Union[Unset, float, str], data)

        value_usd = _parse_value_usd(d.pop("value_usd", UNSET))

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
