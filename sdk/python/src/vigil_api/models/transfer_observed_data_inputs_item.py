from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="TransferObservedDataInputsItem")


@_attrs_define
class TransferObservedDataInputsItem:
    """
    Attributes:
        address (str): The address. Checked and normalised for its chain.
        amount (Union[float, str]): Units of the asset. Decimal text such as "1.5" keeps every digit; a JSON number is
            read as the double it is. In units of the asset (ETH, not wei): an amount finer than the asset divides or larger
            than its supply is a 400.
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

        transfer_observed_data_inputs_item = cls(
            address=address,
            amount=amount,
        )

        return transfer_observed_data_inputs_item
