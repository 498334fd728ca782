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

from ..models.screening_record_coverage_chain_read_cut_by_type_1 import (
    ScreeningRecordCoverageChainReadCutByType1,
)
from ..models.screening_record_coverage_chain_read_cut_by_type_2_type_1 import (
    ScreeningRecordCoverageChainReadCutByType2Type1,
)
from ..models.screening_record_coverage_chain_read_cut_by_type_3_type_1 import (
    ScreeningRecordCoverageChainReadCutByType3Type1,
)
from ..models.screening_record_coverage_chain_read_status import (
    ScreeningRecordCoverageChainReadStatus,
)

T = TypeVar("T", bound="ScreeningRecordCoverageChainRead")


@_attrs_define
class ScreeningRecordCoverageChainRead:
    """How much of the address’s history Vigil has read from the chain itself, on chains with a node configured
    (`VIGIL_CHAIN_<CHAIN>_RPC`).

        Attributes:
            status (ScreeningRecordCoverageChainReadStatus): The backfill of this address from the chain: `queued` (a job
                will read it), `reading`, `read` (every block from the first to the confirmed head), `cut` (the budget stopped
                it, `cut_by` says which; the next screening continues where it stopped), `failed` (`error` says why; the job is
                retried).
            job_id (Union[None, str]): The backfill job.
            from_block (Union[None, int]): The earliest block read; null before any.
            to_block (Union[None, int]): The latest block read; null before any.
            from_ (Union[None, datetime.datetime]): The time of `from_block`. RFC 3339, UTC, milliseconds.
            to (Union[None, datetime.datetime]): The time of `to_block`. RFC 3339, UTC, milliseconds.
            blocks (int): Blocks read: `to_block − from_block + 1`.
            transfers (int): Transfers the reads for this address stored (its own and its counterparties’).
            approvals (int): ERC-20 approvals read.
            calls (int): JSON-RPC requests the reads made.
            hops (int): How far out the reads took in transfers: 1 the address alone, 2 its counterparties’ too, …
            internal_transfers (Union[None, bool]): Whether internal transfers (ether paid inside a contract call) are read:
                the node answers `trace_filter`. Without it only top-level transfers are. Null until this process’s first read
                has asked the node.
            cut_by (Union[None, ScreeningRecordCoverageChainReadCutByType1, ScreeningRecordCoverageChainReadCutByType2Type1,
                ScreeningRecordCoverageChainReadCutByType3Type1]): The budget that stopped the last read
                (`VIGIL_CHAIN_BACKFILL_BLOCKS`, `_CALLS`, `_SECONDS`).
            error (Union[None, str]): Why the last read failed.
            updated_at (datetime.datetime): When the read last moved. RFC 3339, UTC, milliseconds.
    """

    status: ScreeningRecordCoverageChainReadStatus
    job_id: Union[None, str]
    from_block: Union[None, int]
    to_block: Union[None, int]
    from_: Union[None, datetime.datetime]
    to: Union[None, datetime.datetime]
    blocks: int
    transfers: int
    approvals: int
    calls: int
    hops: int
    internal_transfers: Union[None, bool]
    cut_by: Union[
        None,
        ScreeningRecordCoverageChainReadCutByType1,
        ScreeningRecordCoverageChainReadCutByType2Type1,
        ScreeningRecordCoverageChainReadCutByType3Type1,
    ]
    error: Union[None, str]
    updated_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        job_id: Union[None, str]
        job_id = self.job_id

        from_block: Union[None, int]
        from_block = self.from_block

        to_block: Union[None, int]
        to_block = self.to_block

        from_: Union[None, str]
        if isinstance(self.from_, datetime.datetime):
            from_ = self.from_.isoformat()
        else:
            from_ = self.from_

        to: Union[None, str]
        if isinstance(self.to, datetime.datetime):
            to = self.to.isoformat()
        else:
            to = self.to

        blocks = self.blocks

        transfers = self.transfers

        approvals = self.approvals

        calls = self.calls

        hops = self.hops

        internal_transfers: Union[None, bool]
        internal_transfers = self.internal_transfers

        cut_by: Union[None, str]
        if isinstance(self.cut_by, ScreeningRecordCoverageChainReadCutByType1):
            cut_by = self.cut_by.value
        elif isinstance(self.cut_by, ScreeningRecordCoverageChainReadCutByType2Type1):
            cut_by = self.cut_by.value
        elif isinstance(self.cut_by, ScreeningRecordCoverageChainReadCutByType3Type1):
            cut_by = self.cut_by.value
        else:
            cut_by = self.cut_by

        error: Union[None, str]
        error = self.error

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "job_id": job_id,
                "from_block": from_block,
                "to_block": to_block,
                "from": from_,
                "to": to,
                "blocks": blocks,
                "transfers": transfers,
                "approvals": approvals,
                "calls": calls,
                "hops": hops,
                "internal_transfers": internal_transfers,
                "cut_by": cut_by,
                "error": error,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = ScreeningRecordCoverageChainReadStatus(d.pop("status"))

        def _parse_job_id(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        job_id = _parse_job_id(d.pop("job_id"))

        def _parse_from_block(data: object) -> Union[None, int]:
            if data is None:
                return data
            return cast(Union[None, int], data)

        from_block = _parse_from_block(d.pop("from_block"))

        def _parse_to_block(data: object) -> Union[None, int]:
            if data is None:
                return data
            return cast(Union[None, int], data)

        to_block = _parse_to_block(d.pop("to_block"))

        def _parse_from_(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                from_type_0 = isoparse(data)

                return from_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        from_ = _parse_from_(d.pop("from"))

        def _parse_to(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_type_0 = isoparse(data)

                return to_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        to = _parse_to(d.pop("to"))

        blocks = d.pop("blocks")

        transfers = d.pop("transfers")

        approvals = d.pop("approvals")

        calls = d.pop("calls")

        hops = d.pop("hops")

        def _parse_internal_transfers(data: object) -> Union[None, bool]:
            if data is None:
                return data
            return cast(Union[None, bool], data)

        internal_transfers = _parse_internal_transfers(d.pop("internal_transfers"))

        def _parse_cut_by(
            data: object,
        ) -> Union[
            None,
            ScreeningRecordCoverageChainReadCutByType1,
            ScreeningRecordCoverageChainReadCutByType2Type1,
            ScreeningRecordCoverageChainReadCutByType3Type1,
        ]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                cut_by_type_1 = ScreeningRecordCoverageChainReadCutByType1(data)

                return cut_by_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                cut_by_type_2_type_1 = ScreeningRecordCoverageChainReadCutByType2Type1(
                    data
                )

                return cut_by_type_2_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                cut_by_type_3_type_1 = ScreeningRecordCoverageChainReadCutByType3Type1(
                    data
                )

                return cut_by_type_3_type_1
            except:  # noqa: E722
                pass
            return cast(
                Union[
                    None,
                    ScreeningRecordCoverageChainReadCutByType1,
                    ScreeningRecordCoverageChainReadCutByType2Type1,
                    ScreeningRecordCoverageChainReadCutByType3Type1,
                ],
                data,
            )

        cut_by = _parse_cut_by(d.pop("cut_by"))

        def _parse_error(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        error = _parse_error(d.pop("error"))

        updated_at = isoparse(d.pop("updated_at"))

        screening_record_coverage_chain_read = cls(
            status=status,
            job_id=job_id,
            from_block=from_block,
            to_block=to_block,
            from_=from_,
            to=to,
            blocks=blocks,
            transfers=transfers,
            approvals=approvals,
            calls=calls,
            hops=hops,
            internal_transfers=internal_transfers,
            cut_by=cut_by,
            error=error,
            updated_at=updated_at,
        )

        return screening_record_coverage_chain_read
