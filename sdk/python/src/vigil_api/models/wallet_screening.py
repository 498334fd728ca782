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

from ..models.wallet_screening_risk_category import WalletScreeningRiskCategory
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.screening_match import ScreeningMatch
    from ..models.wallet_screening_coverage import WalletScreeningCoverage


T = TypeVar("T", bound="WalletScreening")


@_attrs_define
class WalletScreening:
    """What screening found for one address.

    Attributes:
        id (str): The screening (`scr_…`), kept in the audit trail.
        chain (str): The canonical chain name.
        address (str): The address screened, normalised for its chain.
        risk_score (int):
        risk_category (WalletScreeningRiskCategory):
        matched_labels (list[str]): The labels matched, strongest exposure first.
        sanctions_hit (bool): A sanctions list names the address itself, or the address dealt directly with a listed
            party after its designation, whatever the amount or share (then always `severe`, 100). Dealing before the
            designation, or through intermediaries, is a match the score weighs, not a hit.
        entity_cluster (str): The entity (`ent_…`) the address belongs to.
        matches (list['ScreeningMatch']):
        coverage (WalletScreeningCoverage): How far the graph behind the answer reaches: the transfers this workspace
            sent and those Vigil read from chains.
        policy_version (int): The workspace’s risk policy version the answer was made under (`GET /v1/risk-
            policy/versions/{version}`); 0 is Vigil’s defaults.
        screened_at (datetime.datetime): When it was screened. RFC 3339, UTC, milliseconds.
        excluded_matches (Union[Unset, list['ScreeningMatch']]): Matches the workspace’s risk policy keeps from counting
            (each with `excluded_by`): shown, not scored. Absent when there are none. A sanctions match is never excluded.
        as_of (Union[Unset, datetime.datetime]): Asked with `as_of`: the time answered for (the lists, labels and
            transfers known then). RFC 3339, UTC, milliseconds.
        history_gaps (Union[Unset, list[str]]): Asked with `as_of`: what could not be told as it stood then, and was
            left out: `entities` (co-spend entities are drawn from every transfer known now, so labels across them are not
            used), `tagpack:<pack>` (a pack imported again since: an import replaces its labels, so those it had then are
            unknown), `transfers` (the neighbourhood read was cut at 200,000 transfers).
    """

    id: str
    chain: str
    address: str
    risk_score: int
    risk_category: WalletScreeningRiskCategory
    matched_labels: list[str]
    sanctions_hit: bool
    entity_cluster: str
    matches: list["ScreeningMatch"]
    coverage: "WalletScreeningCoverage"
    policy_version: int
    screened_at: datetime.datetime
    excluded_matches: Union[Unset, list["ScreeningMatch"]] = UNSET
    as_of: Union[Unset, datetime.datetime] = UNSET
    history_gaps: Union[Unset, list[str]] = UNSET

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

        screened_at = self.screened_at.isoformat()

        excluded_matches: Union[Unset, list[dict[str, Any]]] = UNSET
        if not isinstance(self.excluded_matches, Unset):
            excluded_matches = []
            for excluded_matches_item_data in self.excluded_matches:
                excluded_matches_item = excluded_matches_item_data.to_dict()
                excluded_matches.append(excluded_matches_item)

        as_of: Union[Unset, str] = UNSET
        if not isinstance(self.as_of, Unset):
            as_of = self.as_of.isoformat()

        history_gaps: Union[Unset, list[str]] = UNSET
        if not isinstance(self.history_gaps, Unset):
            history_gaps = self.history_gaps

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
                "screened_at": screened_at,
            }
        )
        if excluded_matches is not UNSET:
            field_dict["excluded_matches"] = excluded_matches
        if as_of is not UNSET:
            field_dict["as_of"] = as_of
        if history_gaps is not UNSET:
            field_dict["history_gaps"] = history_gaps

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.screening_match import ScreeningMatch
        from ..models.wallet_screening_coverage import WalletScreeningCoverage

        d = dict(src_dict)
        id = d.pop("id")

        chain = d.pop("chain")

        address = d.pop("address")

        risk_score = d.pop("risk_score")

        risk_category = WalletScreeningRiskCategory(d.pop("risk_category"))

        matched_labels = cast(list[str], d.pop("matched_labels"))

        sanctions_hit = d.pop("sanctions_hit")

        entity_cluster = d.pop("entity_cluster")

        matches = []
        _matches = d.pop("matches")
        for matches_item_data in _matches:
            matches_item = ScreeningMatch.from_dict(matches_item_data)

            matches.append(matches_item)

        coverage = WalletScreeningCoverage.from_dict(d.pop("coverage"))

        policy_version = d.pop("policy_version")

        screened_at = isoparse(d.pop("screened_at"))

        excluded_matches = []
        _excluded_matches = d.pop("excluded_matches", UNSET)
        for excluded_matches_item_data in _excluded_matches or []:
            excluded_matches_item = ScreeningMatch.from_dict(excluded_matches_item_data)

            excluded_matches.append(excluded_matches_item)

        _as_of = d.pop("as_of", UNSET)
        as_of: Union[Unset, datetime.datetime]
        if isinstance(_as_of, Unset):
            as_of = UNSET
        else:
            as_of = isoparse(_as_of)

        history_gaps = cast(list[str], d.pop("history_gaps", UNSET))

        wallet_screening = cls(
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
            screened_at=screened_at,
            excluded_matches=excluded_matches,
            as_of=as_of,
            history_gaps=history_gaps,
        )

        return wallet_screening
