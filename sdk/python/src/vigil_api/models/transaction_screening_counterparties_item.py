from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define

from ..models.transaction_screening_counterparties_item_risk_category import (
    TransactionScreeningCounterpartiesItemRiskCategory,
)
from ..models.transaction_screening_counterparties_item_role import (
    TransactionScreeningCounterpartiesItemRole,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.screening_match import ScreeningMatch
    from ..models.transaction_screening_counterparties_item_coverage import (
        TransactionScreeningCounterpartiesItemCoverage,
    )


T = TypeVar("T", bound="TransactionScreeningCounterpartiesItem")


@_attrs_define
class TransactionScreeningCounterpartiesItem:
    """
    Attributes:
        role (TransactionScreeningCounterpartiesItemRole):
        amount (Union[None, str]): What this party sent (from, input) or received (to, output), in units of `asset`.
        asset (Union[None, str]):
        value_usd (Union[None, str]): Its value in US dollars, when known.
        transfer_ids (list[str]): The stored transfers (`xfer_…`) this party sent (from, input) or received (to,
            output).
        address (str): The address screened, normalised for its chain.
        risk_score (int):
        risk_category (TransactionScreeningCounterpartiesItemRiskCategory):
        matched_labels (list[str]): The labels matched, strongest exposure first.
        sanctions_hit (bool): A sanctions list names the address itself, or the address dealt directly with a listed
            party after its designation, whatever the amount or share (then always `severe`, 100). Dealing before the
            designation, or through intermediaries, is a match the score weighs, not a hit.
        entity_cluster (str): The entity (`ent_…`) the address belongs to.
        matches (list['ScreeningMatch']):
        coverage (TransactionScreeningCounterpartiesItemCoverage): How far the graph behind the answer reaches: the
            transfers this workspace sent and those Vigil read from chains.
        excluded_matches (Union[Unset, list['ScreeningMatch']]): Matches the workspace’s risk policy keeps from counting
            (each with `excluded_by`): shown, not scored. Absent when there are none. A sanctions match is never excluded.
    """

    role: TransactionScreeningCounterpartiesItemRole
    amount: Union[None, str]
    asset: Union[None, str]
    value_usd: Union[None, str]
    transfer_ids: list[str]
    address: str
    risk_score: int
    risk_category: TransactionScreeningCounterpartiesItemRiskCategory
    matched_labels: list[str]
    sanctions_hit: bool
    entity_cluster: str
    matches: list["ScreeningMatch"]
    coverage: "TransactionScreeningCounterpartiesItemCoverage"
    excluded_matches: Union[Unset, list["ScreeningMatch"]] = UNSET

    def to_dict(self) -> dict[str, Any]:
        role = self.role.value

        amount: Union[None, str]
        amount = self.amount

        asset: Union[None, str]
        asset = self.asset

        value_usd: Union[None, str]
        value_usd = self.value_usd

        transfer_ids = self.transfer_ids

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

        excluded_matches: Union[Unset, list[dict[str, Any]]] = UNSET
        if not isinstance(self.excluded_matches, Unset):
            excluded_matches = []
            for excluded_matches_item_data in self.excluded_matches:
                excluded_matches_item = excluded_matches_item_data.to_dict()
                excluded_matches.append(excluded_matches_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "role": role,
                "amount": amount,
                "asset": asset,
                "value_usd": value_usd,
                "transfer_ids": transfer_ids,
                "address": address,
                "risk_score": risk_score,
                "risk_category": risk_category,
                "matched_labels": matched_labels,
                "sanctions_hit": sanctions_hit,
                "entity_cluster": entity_cluster,
                "matches": matches,
                "coverage": coverage,
            }
        )
        if excluded_matches is not UNSET:
            field_dict["excluded_matches"] = excluded_matches

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.screening_match import ScreeningMatch
        from ..models.transaction_screening_counterparties_item_coverage import (
            TransactionScreeningCounterpartiesItemCoverage,
        )

        d = dict(src_dict)
        role = TransactionScreeningCounterpartiesItemRole(d.pop("role"))

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

        transfer_ids = cast(list[str], d.pop("transfer_ids"))

        address = d.pop("address")

        risk_score = d.pop("risk_score")

        risk_category = TransactionScreeningCounterpartiesItemRiskCategory(
            d.pop("risk_category")
        )

        matched_labels = cast(list[str], d.pop("matched_labels"))

        sanctions_hit = d.pop("sanctions_hit")

        entity_cluster = d.pop("entity_cluster")

        matches = []
        _matches = d.pop("matches")
        for matches_item_data in _matches:
            matches_item = ScreeningMatch.from_dict(matches_item_data)

            matches.append(matches_item)

        coverage = TransactionScreeningCounterpartiesItemCoverage.from_dict(
            d.pop("coverage")
        )

        excluded_matches = []
        _excluded_matches = d.pop("excluded_matches", UNSET)
        for excluded_matches_item_data in _excluded_matches or []:
            excluded_matches_item = ScreeningMatch.from_dict(excluded_matches_item_data)

            excluded_matches.append(excluded_matches_item)

        transaction_screening_counterparties_item = cls(
            role=role,
            amount=amount,
            asset=asset,
            value_usd=value_usd,
            transfer_ids=transfer_ids,
            address=address,
            risk_score=risk_score,
            risk_category=risk_category,
            matched_labels=matched_labels,
            sanctions_hit=sanctions_hit,
            entity_cluster=entity_cluster,
            matches=matches,
            coverage=coverage,
            excluded_matches=excluded_matches,
        )

        return transaction_screening_counterparties_item
