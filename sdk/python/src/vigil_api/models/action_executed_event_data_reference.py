from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="ActionExecutedEventDataReference")


@_attrs_define
class ActionExecutedEventDataReference:
    """The transaction the hold is on.

    Attributes:
        chain (str): The canonical chain name.
        tx_hash (str): The transaction held, normalised for its chain.
        transfer_id (Union[None, str]): The transfer the hold was placed by; null when placed by hash.
    """

    chain: str
    tx_hash: str
    transfer_id: Union[None, str]

    def to_dict(self) -> dict[str, Any]:
        chain = self.chain

        tx_hash = self.tx_hash

        transfer_id: Union[None, str]
        transfer_id = self.transfer_id

        field_dict: dict[str, Any] = {}

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

        action_executed_event_data_reference = cls(
            chain=chain,
            tx_hash=tx_hash,
            transfer_id=transfer_id,
        )

        return action_executed_event_data_reference
