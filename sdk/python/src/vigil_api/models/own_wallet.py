import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

T = TypeVar("T", bound="OwnWallet")


@_attrs_define
class OwnWallet:
    """A wallet of the workspace’s own: flows between own wallets and out of them to customers are operations, not
    typologies, and it is never a SAR subject. A 0x address counts on every EVM chain.

        Attributes:
            id (str): The own wallet (`own_…`).
            chain (str): The canonical chain name.
            address (str): The address, normalised for its chain.
            label (Union[None, str]): What the wallet is to the institution, e.g. `hot wallet 2`.
            created_at (datetime.datetime): When it was registered. RFC 3339, UTC, milliseconds.
    """

    id: str
    chain: str
    address: str
    label: Union[None, str]
    created_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        chain = self.chain

        address = self.address

        label: Union[None, str]
        label = self.label

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "chain": chain,
                "address": address,
                "label": label,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        chain = d.pop("chain")

        address = d.pop("address")

        def _parse_label(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        label = _parse_label(d.pop("label"))

        created_at = isoparse(d.pop("created_at"))

        own_wallet = cls(
            id=id,
            chain=chain,
            address=address,
            label=label,
            created_at=created_at,
        )

        return own_wallet
