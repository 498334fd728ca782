from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ScreenTransactionRequestInputsItem")


@_attrs_define
class ScreenTransactionRequestInputsItem:
    """
    Attributes:
        address (str):
        amount (float): In units of the asset.
    """

    address: str
    amount: float

    def to_dict(self) -> dict[str, Any]:
        address = self.address

        amount = self.amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "address": address,
                "amount": amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        address = d.pop("address")

        amount = d.pop("amount")

        screen_transaction_request_inputs_item = cls(
            address=address,
            amount=amount,
        )

        return screen_transaction_request_inputs_item
