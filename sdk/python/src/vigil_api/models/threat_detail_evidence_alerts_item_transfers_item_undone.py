import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

T = TypeVar("T", bound="ThreatDetailEvidenceAlertsItemTransfersItemUndone")


@_attrs_define
class ThreatDetailEvidenceAlertsItemTransfersItemUndone:
    """Present when a reorganisation of the chain undid the transfer after the alert was raised: Vigil had read it in a
    block that left the chain, and the blocks that replaced it do not hold it. The alert is kept as raised; the threat’s
    history says so.

        Attributes:
            at (datetime.datetime): When Vigil found the block gone. RFC 3339, UTC, milliseconds.
            block_number (int): The orphaned block it had been read in.
            block_hash (str): That block’s hash.
    """

    at: datetime.datetime
    block_number: int
    block_hash: str

    def to_dict(self) -> dict[str, Any]:
        at = self.at.isoformat()

        block_number = self.block_number

        block_hash = self.block_hash

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "block_number": block_number,
                "block_hash": block_hash,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = isoparse(d.pop("at"))

        block_number = d.pop("block_number")

        block_hash = d.pop("block_hash")

        threat_detail_evidence_alerts_item_transfers_item_undone = cls(
            at=at,
            block_number=block_number,
            block_hash=block_hash,
        )

        return threat_detail_evidence_alerts_item_transfers_item_undone
