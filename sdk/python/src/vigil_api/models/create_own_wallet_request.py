from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateOwnWalletRequest")


@_attrs_define
class CreateOwnWalletRequest:
    """
    Attributes:
        chain (str): A chain name or ticker.
        address (str):
        label (Union[Unset, str]): What it is, e.g. `hot wallet`.
    """

    chain: str
    address: str
    label: Union[Unset, str] = UNSET

    def to_dict(self) -> dict[str, Any]:
        chain = self.chain

        address = self.address

        label = self.label

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "chain": chain,
                "address": address,
            }
        )
        if label is not UNSET:
            field_dict["label"] = label

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chain = d.pop("chain")

        address = d.pop("address")

        label = d.pop("label", UNSET)

        create_own_wallet_request = cls(
            chain=chain,
            address=address,
            label=label,
        )

        return create_own_wallet_request
