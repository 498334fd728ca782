from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PlaceHoldRequestReference")


@_attrs_define
class PlaceHoldRequestReference:
    """The transaction to hold: `{chain, tx_hash}` or `{transfer_id}`.

    Attributes:
        chain (Union[Unset, str]): A chain name or ticker, e.g. `ethereum`, `BTC`; with `tx_hash`.
        tx_hash (Union[Unset, str]): The transaction’s hash; with `chain`.
        transfer_id (Union[Unset, str]): A transfer (`xfer_…`): holds the transaction it belongs to. Instead of `chain`
            and `tx_hash`.
    """

    chain: Union[Unset, str] = UNSET
    tx_hash: Union[Unset, str] = UNSET
    transfer_id: Union[Unset, str] = UNSET

    def to_dict(self) -> dict[str, Any]:
        chain = self.chain

        tx_hash = self.tx_hash

        transfer_id = self.transfer_id

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if chain is not UNSET:
            field_dict["chain"] = chain
        if tx_hash is not UNSET:
            field_dict["tx_hash"] = tx_hash
        if transfer_id is not UNSET:
            field_dict["transfer_id"] = transfer_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chain = d.pop("chain", UNSET)

        tx_hash = d.pop("tx_hash", UNSET)

        transfer_id = d.pop("transfer_id", UNSET)

        place_hold_request_reference = cls(
            chain=chain,
            tx_hash=tx_hash,
            transfer_id=transfer_id,
        )

        return place_hold_request_reference
