import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..models.transaction_screening_counterparties_item_coverage_limits_item import (
    TransactionScreeningCounterpartiesItemCoverageLimitsItem,
)
from ..models.transaction_screening_counterparties_item_coverage_status import (
    TransactionScreeningCounterpartiesItemCoverageStatus,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.transaction_screening_counterparties_item_coverage_chain_read import (
        TransactionScreeningCounterpartiesItemCoverageChainRead,
    )
    from ..models.transaction_screening_counterparties_item_coverage_transaction_read import (
        TransactionScreeningCounterpartiesItemCoverageTransactionRead,
    )


T = TypeVar("T", bound="TransactionScreeningCounterpartiesItemCoverage")


@_attrs_define
class TransactionScreeningCounterpartiesItemCoverage:
    """How far the graph behind the answer reaches: the transfers this workspace sent and those Vigil read from chains.

    Attributes:
        status (TransactionScreeningCounterpartiesItemCoverageStatus): `none`: no transfer the workspace sees names the
            address and no list or label does: nothing is known, which is not clean. `complete`: every transfer reached
            within the hop limit was weighed. `partial`: something in `limits` applies, or only a label is known.
        transfers (int): Transfers read by the trace.
        hops (int): The furthest hop that reached an address.
        limits (list[TransactionScreeningCounterpartiesItemCoverageLimitsItem]): Why shares may be off. Bounds that cut
            paths off from the second hop on: `fan_out` (64 strongest counterparties followed per address), `frontier` (256
            addresses per hop), `min_share` (paths under 0.1 %), `max_hops` (value reached the hop limit and went on); and
            `unvalued_mix`: an address had transfers with and without a dollar value, so their shares were taken each in its
            own unit (never understating exposure); `chain_history`: the address’s history on the chain is not read in full
            (`chain_read` says how far it is); `chain_transaction`: the transaction screened is not read from its chain yet
            (`transaction_read` says how it stands).
        unvalued_assets (list[str]): Assets of transfers read that had no dollar value (no `value_usd`, no price in the
            table): shares of them are taken in the asset.
        from_ (Union[Unset, datetime.datetime]): The earliest transfer read. RFC 3339, UTC, milliseconds.
        to (Union[Unset, datetime.datetime]): The latest transfer read. RFC 3339, UTC, milliseconds.
        chain_read (Union[Unset, TransactionScreeningCounterpartiesItemCoverageChainRead]): How much of the address’s
            history Vigil has read from the chain itself, on chains with a node configured (`VIGIL_CHAIN_<CHAIN>_RPC`).
        transaction_read (Union[Unset, TransactionScreeningCounterpartiesItemCoverageTransactionRead]): A transaction
            screened by `tx_hash` on a chain with a node configured, that Vigil did not hold: its read from the chain, asked
            for by this screening (whose parties are the request’s meanwhile).
    """

    status: TransactionScreeningCounterpartiesItemCoverageStatus
    transfers: int
    hops: int
    limits: list[TransactionScreeningCounterpartiesItemCoverageLimitsItem]
    unvalued_assets: list[str]
    from_: Union[Unset, datetime.datetime] = UNSET
    to: Union[Unset, datetime.datetime] = UNSET
    chain_read: Union[
        Unset, "TransactionScreeningCounterpartiesItemCoverageChainRead"
    ] = UNSET
    transaction_read: Union[
        Unset, "TransactionScreeningCounterpartiesItemCoverageTransactionRead"
    ] = UNSET

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        transfers = self.transfers

        hops = self.hops

        limits = []
        for limits_item_data in self.limits:
            limits_item = limits_item_data.value
            limits.append(limits_item)

        unvalued_assets = self.unvalued_assets

        from_: Union[Unset, str] = UNSET
        if not isinstance(self.from_, Unset):
            from_ = self.from_.isoformat()

        to: Union[Unset, str] = UNSET
        if not isinstance(self.to, Unset):
            to = self.to.isoformat()

        chain_read: Union[Unset, dict[str, Any]] = UNSET
        if not isinstance(self.chain_read, Unset):
            chain_read = self.chain_read.to_dict()

        transaction_read: Union[Unset, dict[str, Any]] = UNSET
        if not isinstance(self.transaction_read, Unset):
            transaction_read = self.transaction_read.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "transfers": transfers,
                "hops": hops,
                "limits": limits,
                "unvalued_assets": unvalued_assets,
            }
        )
        if from_ is not UNSET:
            field_dict["from"] = from_
        if to is not UNSET:
            field_dict["to"] = to
        if chain_read is not UNSET:
            field_dict["chain_read"] = chain_read
        if transaction_read is not UNSET:
            field_dict["transaction_read"] = transaction_read

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.transaction_screening_counterparties_item_coverage_chain_read import (
            TransactionScreeningCounterpartiesItemCoverageChainRead,
        )
        from ..models.transaction_screening_counterparties_item_coverage_transaction_read import (
            TransactionScreeningCounterpartiesItemCoverageTransactionRead,
        )

        d = dict(src_dict)
        status = TransactionScreeningCounterpartiesItemCoverageStatus(d.pop("status"))

        transfers = d.pop("transfers")

        hops = d.pop("hops")

        limits = []
        _limits = d.pop("limits")
        for limits_item_data in _limits:
            limits_item = TransactionScreeningCounterpartiesItemCoverageLimitsItem(
                limits_item_data
            )

            limits.append(limits_item)

        unvalued_assets = cast(list[str], d.pop("unvalued_assets"))

        _from_ = d.pop("from", UNSET)
        from_: Union[Unset, datetime.datetime]
        if isinstance(_from_, Unset):
            from_ = UNSET
        else:
            from_ = isoparse(_from_)

        _to = d.pop("to", UNSET)
        to: Union[Unset, datetime.datetime]
        if isinstance(_to, Unset):
            to = UNSET
        else:
            to = isoparse(_to)

        _chain_read = d.pop("chain_read", UNSET)
        chain_read: Union[
            Unset, TransactionScreeningCounterpartiesItemCoverageChainRead
        ]
        if isinstance(_chain_read, Unset):
            chain_read = UNSET
        else:
            chain_read = (
                TransactionScreeningCounterpartiesItemCoverageChainRead.from_dict(
                    _chain_read
                )
            )

        _transaction_read = d.pop("transaction_read", UNSET)
        transaction_read: Union[
            Unset, TransactionScreeningCounterpartiesItemCoverageTransactionRead
        ]
        if isinstance(_transaction_read, Unset):
            transaction_read = UNSET
        else:
            transaction_read = (
                TransactionScreeningCounterpartiesItemCoverageTransactionRead.from_dict(
                    _transaction_read
                )
            )

        transaction_screening_counterparties_item_coverage = cls(
            status=status,
            transfers=transfers,
            hops=hops,
            limits=limits,
            unvalued_assets=unvalued_assets,
            from_=from_,
            to=to,
            chain_read=chain_read,
            transaction_read=transaction_read,
        )

        return transaction_screening_counterparties_item_coverage
