from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="ScreenTransactionRequestInputsItem")


@_attrs_define
class ScreenTransactionRequestInputsItem:
    """
    Attributes:
        address (str):
        amount (Union[float, str]): In units of the asset. Decimal text such as "1.5" keeps every digit; a JSON number
            is read as the double it is.
    """

    address: str
    amount: Union[float, str]

    def to_dict(self) -> dict[str, Any]:
        address = self.address

        amount: Union[float, str]
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

        def _parse_amount(data: object) -> Union[float, str]:
            return cast(Union[float, str], data)

        amount = _parse_amount(d.pop("amount"))

        screen_transaction_request_inputs_item = cls(
            address=address,
            amount=amount,
        )

        return screen_transaction_request_inputs_item
