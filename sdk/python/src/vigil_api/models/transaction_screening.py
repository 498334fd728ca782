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

from ..models.transaction_screening_parties_from import TransactionScreeningPartiesFrom
from ..models.transaction_screening_risk_category import (
    TransactionScreeningRiskCategory,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.screening_match import ScreeningMatch
    from ..models.transaction_screening_counterparties_item import (
        TransactionScreeningCounterpartiesItem,
    )
    from ..models.transaction_screening_coverage import TransactionScreeningCoverage


T = TypeVar("T", bound="TransactionScreening")


@_attrs_define
class TransactionScreening:
    """The transfer’s result is its riskiest party’s (`address`, score, band, `entity_cluster`), with every party’s
    matches; `sanctions_hit` if any party is listed.

        Attributes:
            id (str): The screened transaction (`tx_…`), kept in the audit trail.
            chain (str): The canonical chain name.
            address (str): The address screened, normalised for its chain.
            risk_score (int):
            risk_category (TransactionScreeningRiskCategory):
            matched_labels (list[str]): The labels matched, strongest exposure first.
            sanctions_hit (bool): A sanctions list names the address itself, or the address dealt directly with a listed
                party after its designation, whatever the amount or share (then always `severe`, 100). Dealing before the
                designation, or through intermediaries, is a match the score weighs, not a hit.
            entity_cluster (str): The entity (`ent_…`) the address belongs to.
            matches (list['ScreeningMatch']):
            coverage (TransactionScreeningCoverage): How far the graph behind the answer reaches: the transfers this
                workspace sent and those Vigil read from chains.
            policy_version (int): The workspace’s risk policy version the answer was made under (`GET /v1/risk-
                policy/versions/{version}`); 0 is Vigil’s defaults.
            tx_hash (Union[None, str]): The hash given, normalised for its chain.
            amount (Union[None, str]): What moved, decimal text in units of `asset`: the request’s, or the one stored
                transfer’s (null for a transaction of several: see each party).
            asset (Union[None, str]): The asset, e.g. `ETH`, `USDT` (the chain’s own coin when none was named).
            value_usd (Union[None, str]): Its value in US dollars, when the request or the stored transfer gives one.
            parties_from (TransactionScreeningPartiesFrom): `stored`: Vigil holds this transaction (read from a chain, or
                sent by this workspace) and screened its stored parties; `request`: as the request gave it.
            transfer_ids (list[str]): The transfers Vigil stored of this transaction (`xfer_…`; a hold can name one), when
                it was sent as an event or imported before: [] for one Vigil does not hold.
            counterparties (list['TransactionScreeningCounterpartiesItem']): Every party screened as a wallet, in the order
                given.
            screened_at (datetime.datetime): When it was screened. RFC 3339, UTC, milliseconds.
            excluded_matches (Union[Unset, list['ScreeningMatch']]): Matches the workspace’s risk policy keeps from counting
                (each with `excluded_by`): shown, not scored. Absent when there are none. A sanctions match is never excluded.
    """

    id: str
    chain: str
    address: str
    risk_score: int
    risk_category: TransactionScreeningRiskCategory
    matched_labels: list[str]
    sanctions_hit: bool
    entity_cluster: str
    matches: list["ScreeningMatch"]
    coverage: "TransactionScreeningCoverage"
    policy_version: int
    tx_hash: Union[None, str]
    amount: Union[None, str]
    asset: Union[None, str]
    value_usd: Union[None, str]
    parties_from: TransactionScreeningPartiesFrom
    transfer_ids: list[str]
    counterparties: list["TransactionScreeningCounterpartiesItem"]
    screened_at: datetime.datetime
    excluded_matches: Union[Unset, list["ScreeningMatch"]] = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        chain = self.chain

        address = self.address

        risk_score = self.risk_score

        risk_category = self.risk_category.value

        matched_labels = self.matched_labels

        sanctions_hit = self.sanctions_hit

        entity_cluster = self.entity_cluster

        matches = []
        for matches_item_data in self.matches:
            matches_item = matches_item_data.to_dict()
            matches.append(matches_item)

        coverage = self.coverage.to_dict()

        policy_version = self.policy_version

        tx_hash: Union[None, str]
        tx_hash = self.tx_hash

        amount: Union[None, str]
        amount = self.amount

        asset: Union[None, str]
        asset = self.asset

        value_usd: Union[None, str]
        value_usd = self.value_usd

        parties_from = self.parties_from.value

        transfer_ids = self.transfer_ids

        counterparties = []
        for counterparties_item_data in self.counterparties:
            counterparties_item = counterparties_item_data.to_dict()
            counterparties.append(counterparties_item)

        screened_at = self.screened_at.isoformat()

        excluded_matches: Union[Unset, list[dict[str, Any]]] = UNSET
        if not isinstance(self.excluded_matches, Unset):
            excluded_matches = []
            for excluded_matches_item_data in self.excluded_matches:
                excluded_matches_item = excluded_matches_item_data.to_dict()
                excluded_matches.append(excluded_matches_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "chain": chain,
                "address": address,
                "risk_score": risk_score,
                "risk_category": risk_category,
                "matched_labels": matched_labels,
                "sanctions_hit": sanctions_hit,
                "entity_cluster": entity_cluster,
                "matches": matches,
                "coverage": coverage,
                "policy_version": policy_version,
                "tx_hash": tx_hash,
                "amount": amount,
                "asset": asset,
                "value_usd": value_usd,
                "parties_from": parties_from,
                "transfer_ids": transfer_ids,
                "counterparties": counterparties,
                "screened_at": screened_at,
            }
        )
        if excluded_matches is not UNSET:
            field_dict["excluded_matches"] = excluded_matches

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.screening_match import ScreeningMatch
        from ..models.transaction_screening_counterparties_item import (
            TransactionScreeningCounterpartiesItem,
        )
        from ..models.transaction_screening_coverage import TransactionScreeningCoverage

        d = dict(src_dict)
        id = d.pop("id")

        chain = d.pop("chain")

        address = d.pop("address")

        risk_score = d.pop("risk_score")

        risk_category = TransactionScreeningRiskCategory(d.pop("risk_category"))

        matched_labels = cast(list[str], d.pop("matched_labels"))

        sanctions_hit = d.pop("sanctions_hit")

        entity_cluster = d.pop("entity_cluster")

        matches = []
        _matches = d.pop("matches")
        for matches_item_data in _matches:
            matches_item = ScreeningMatch.from_dict(matches_item_data)

            matches.append(matches_item)

        coverage = TransactionScreeningCoverage.from_dict(d.pop("coverage"))

        policy_version = d.pop("policy_version")

        def _parse_tx_hash(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        tx_hash = _parse_tx_hash(d.pop("tx_hash"))

        def _parse_amount(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        amount = _parse_amount(d.pop("amount"))

        def _parse_asset(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        asset = _parse_asset(d.pop("asset"))

        def _parse_value_usd(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        value_usd = _parse_value_usd(d.pop("value_usd"))

        parties_from = TransactionScreeningPartiesFrom(d.pop("parties_from"))

        transfer_ids = cast(list[str], d.pop("transfer_ids"))

        counterparties = []
        _counterparties = d.pop("counterparties")
        for counterparties_item_data in _counterparties:
            counterparties_item = TransactionScreeningCounterpartiesItem.from_dict(
                counterparties_item_data
            )

            counterparties.append(counterparties_item)

        screened_at = isoparse(d.pop("screened_at"))

        excluded_matches = []
        _excluded_matches = d.pop("excluded_matches", UNSET)
        for excluded_matches_item_data in _excluded_matches or []:
            excluded_matches_item = ScreeningMatch.from_dict(excluded_matches_item_data)

            excluded_matches.append(excluded_matches_item)

        transaction_screening = cls(
            id=id,
            chain=chain,
            address=address,
            risk_score=risk_score,
            risk_category=risk_category,
            matched_labels=matched_labels,
            sanctions_hit=sanctions_hit,
            entity_cluster=entity_cluster,
            matches=matches,
            coverage=coverage,
            policy_version=policy_version,
            tx_hash=tx_hash,
            amount=amount,
            asset=asset,
            value_usd=value_usd,
            parties_from=parties_from,
            transfer_ids=transfer_ids,
            counterparties=counterparties,
            screened_at=screened_at,
            excluded_matches=excluded_matches,
        )

        return transaction_screening
