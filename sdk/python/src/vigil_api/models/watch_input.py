from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="WatchInput")


@_attrs_define
class WatchInput:
    """One address to watch.

    Attributes:
        chain (str): A chain name or ticker, e.g. `ethereum`, `BTC`.
        address (str):
        reference (Union[Unset, str]): Yours: a customer or account id, to find the watch by.
    """

    chain: str
    address: str
    reference: Union[Unset, str] = UNSET

    def to_dict(self) -> dict[str, Any]:
        chain = self.chain

        address = self.address

        reference = self.reference

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "chain": chain,
                "address": address,
            }
        )
        if reference is not UNSET:
            field_dict["reference"] = reference

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chain = d.pop("chain")

        address = d.pop("address")

        reference = d.pop("reference", UNSET)

        watch_input = cls(
            chain=chain,
            address=address,
            reference=reference,
        )

        return watch_input
