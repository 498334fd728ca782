from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="HoldWithHistoryReference")


@_attrs_define
class HoldWithHistoryReference:
    """The transaction the hold is on.

    Attributes:
        chain (str): The canonical chain name.
        tx_hash (str): The transaction held, in its chain’s form: lower-case hex (`0x…` on EVM chains), upper-case hex
            on the XRP Ledger, base58 on Solana.
        transfer_id (Union[None, str]): The transfer (`xfer_…`) the hold was placed by; null when placed by hash.
    """

    chain: str
    tx_hash: str
    transfer_id: Union[None, str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        chain = self.chain

        tx_hash = self.tx_hash

        transfer_id: Union[None, str]
        transfer_id = self.transfer_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "chain": chain,
                "tx_hash": tx_hash,
                "transfer_id": transfer_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chain = d.pop("chain")

        tx_hash = d.pop("tx_hash")

        def _parse_transfer_id(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        transfer_id = _parse_transfer_id(d.pop("transfer_id"))

        hold_with_history_reference = cls(
            chain=chain,
            tx_hash=tx_hash,
            transfer_id=transfer_id,
        )

        hold_with_history_reference.additional_properties = d
        return hold_with_history_reference

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
