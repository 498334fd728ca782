from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SarContentSuspiciousActivityAmountsItem")


@_attrs_define
class SarContentSuspiciousActivityAmountsItem:
    """
    Attributes:
        chain (str):
        asset (Union[None, str]): Null when the events did not say.
        amount (str): Summed exactly over distinct transfers: decimal text in units of the asset.
        transfers (int):
    """

    chain: str
    asset: Union[None, str]
    amount: str
    transfers: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        chain = self.chain

        asset: Union[None, str]
        asset = self.asset

        amount = self.amount

        transfers = self.transfers

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "chain": chain,
                "asset": asset,
                "amount": amount,
                "transfers": transfers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chain = d.pop("chain")

        def _parse_asset(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        asset = _parse_asset(d.pop("asset"))

        amount = d.pop("amount")

        transfers = d.pop("transfers")

        sar_content_suspicious_activity_amounts_item = cls(
            chain=chain,
            asset=asset,
            amount=amount,
            transfers=transfers,
        )

        sar_content_suspicious_activity_amounts_item.additional_properties = d
        return sar_content_suspicious_activity_amounts_item

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
