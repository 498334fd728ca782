from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TransferObservedDataInputsItem")


@_attrs_define
class TransferObservedDataInputsItem:
    """
    Attributes:
        address (str): The address. Checked and normalised for its chain.
        amount (float): Units of the asset.
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

        transfer_observed_data_inputs_item = cls(
            address=address,
            amount=amount,
        )

        return transfer_observed_data_inputs_item
