from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ScreeningMatchAmountsItem")


@_attrs_define
class ScreeningMatchAmountsItem:
    """
    Attributes:
        asset (str):
        amount (str): Decimal text in units of the asset (15 significant digits).
    """

    asset: str
    amount: str

    def to_dict(self) -> dict[str, Any]:
        asset = self.asset

        amount = self.amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "asset": asset,
                "amount": amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        asset = d.pop("asset")

        amount = d.pop("amount")

        screening_match_amounts_item = cls(
            asset=asset,
            amount=amount,
        )

        return screening_match_amounts_item
