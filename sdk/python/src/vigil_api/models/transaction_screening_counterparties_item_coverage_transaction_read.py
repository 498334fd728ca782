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

from ..models.transaction_screening_counterparties_item_coverage_transaction_read_status import (
    TransactionScreeningCounterpartiesItemCoverageTransactionReadStatus,
)

T = TypeVar("T", bound="TransactionScreeningCounterpartiesItemCoverageTransactionRead")


@_attrs_define
class TransactionScreeningCounterpartiesItemCoverageTransactionRead:
    """A transaction screened by `tx_hash` on a chain with a node configured, that Vigil did not hold: its read from the
    chain, asked for by this screening (whose parties are the request’s meanwhile).

        Attributes:
            status (TransactionScreeningCounterpartiesItemCoverageTransactionReadStatus): The read of this transaction from
                the chain: `queued` (a job will read it; screen it again for its stored parties), `read` (read: its transfers
                are stored, `transfers` says how many; 0 for one that moved no value), `unconfirmed` (mined in `block_number`,
                not yet `VIGIL_CHAIN_<CHAIN>_CONFIRMATIONS` deep: a later screening reads it again), `not_found` (the node has
                no such transaction), `failed` (`error` says why; the job is retried).
            job_id (Union[None, str]): The read’s job.
            block_number (Union[None, int]): The block it is in; null before it is found.
            transfers (int): Transfers of it the read stored.
            error (Union[None, str]): Why the last read failed.
            updated_at (datetime.datetime): When the read last moved. RFC 3339, UTC, milliseconds.
    """

    status: TransactionScreeningCounterpartiesItemCoverageTransactionReadStatus
    job_id: Union[None, str]
    block_number: Union[None, int]
    transfers: int
    error: Union[None, str]
    updated_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        job_id: Union[None, str]
        job_id = self.job_id

        block_number: Union[None, int]
        block_number = self.block_number

        transfers = self.transfers

        error: Union[None, str]
        error = self.error

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "job_id": job_id,
                "block_number": block_number,
                "transfers": transfers,
                "error": error,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = TransactionScreeningCounterpartiesItemCoverageTransactionReadStatus(
            d.pop("status")
        )

        def _parse_job_id(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        job_id = _parse_job_id(d.pop("job_id"))

        def _parse_block_number(data: object) -> Union[None, int]:
            if data is None:
                return data
            return cast(Union[None, int], data)

        block_number = _parse_block_number(d.pop("block_number"))

        transfers = d.pop("transfers")

        def _parse_error(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        error = _parse_error(d.pop("error"))

        updated_at = isoparse(d.pop("updated_at"))

        transaction_screening_counterparties_item_coverage_transaction_read = cls(
            status=status,
            job_id=job_id,
            block_number=block_number,
            transfers=transfers,
            error=error,
            updated_at=updated_at,
        )

        return transaction_screening_counterparties_item_coverage_transaction_read
