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

from ..models.screening_summary_kind import ScreeningSummaryKind
from ..models.screening_summary_risk_category import ScreeningSummaryRiskCategory
from ..models.screening_summary_trigger_type_1 import ScreeningSummaryTriggerType1
from ..models.screening_summary_trigger_type_2_type_1 import (
    ScreeningSummaryTriggerType2Type1,
)
from ..models.screening_summary_trigger_type_3_type_1 import (
    ScreeningSummaryTriggerType3Type1,
)

T = TypeVar("T", bound="ScreeningSummary")


@_attrs_define
class ScreeningSummary:
    """A past screening, as the list shows it.

    Attributes:
        id (str): The screening: `scr_…` for a wallet, `tx_…` for a transaction.
        kind (ScreeningSummaryKind):
        chain (str): The canonical chain name.
        address (Union[None, str]): The address screened; for a transaction, its riskiest party (the one its result is).
        tx_hash (Union[None, str]): A transaction screening: its hash, when one was given.
        risk_score (int):
        risk_category (ScreeningSummaryRiskCategory):
        sanctions_hit (bool):
        screened_at (datetime.datetime): When the answer was made. RFC 3339, UTC, milliseconds.
        as_of (Union[None, datetime.datetime]): The time the answer was made for, when asked with `as_of`. RFC 3339,
            UTC, milliseconds.
        key_id (Union[None, str]): The key that asked; null for a screening Vigil made itself.
        trigger (Union[None, ScreeningSummaryTriggerType1, ScreeningSummaryTriggerType2Type1,
            ScreeningSummaryTriggerType3Type1]): A screening Vigil made itself (a watched address screened again): what
            changed (`reorg`: a reorganisation removed transfers read from a chain). Null when a caller asked.
        watch_id (Union[None, str]): The watch it was made for, if any.
        policy_version (Union[None, int]): The workspace’s risk policy version it was made under (`GET /v1/risk-
            policy/versions/{version}`; 0: Vigil’s defaults). Null for screenings stored before policies were recorded.
    """

    id: str
    kind: ScreeningSummaryKind
    chain: str
    address: Union[None, str]
    tx_hash: Union[None, str]
    risk_score: int
    risk_category: ScreeningSummaryRiskCategory
    sanctions_hit: bool
    screened_at: datetime.datetime
    as_of: Union[None, datetime.datetime]
    key_id: Union[None, str]
    trigger: Union[
        None,
        ScreeningSummaryTriggerType1,
        ScreeningSummaryTriggerType2Type1,
        ScreeningSummaryTriggerType3Type1,
    ]
    watch_id: Union[None, str]
    policy_version: Union[None, int]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind.value

        chain = self.chain

        address: Union[None, str]
        address = self.address

        tx_hash: Union[None, str]
        tx_hash = self.tx_hash

        risk_score = self.risk_score

        risk_category = self.risk_category.value

        sanctions_hit = self.sanctions_hit

        screened_at = self.screened_at.isoformat()

        as_of: Union[None, str]
        if isinstance(self.as_of, datetime.datetime):
            as_of = self.as_of.isoformat()
        else:
            as_of = self.as_of

        key_id: Union[None, str]
        key_id = self.key_id

        trigger: Union[None, str]
        if isinstance(self.trigger, ScreeningSummaryTriggerType1):
            trigger = self.trigger.value
        elif isinstance(self.trigger, ScreeningSummaryTriggerType2Type1):
            trigger = self.trigger.value
        elif isinstance(self.trigger, ScreeningSummaryTriggerType3Type1):
            trigger = self.trigger.value
        else:
            trigger = self.trigger

        watch_id: Union[None, str]
        watch_id = self.watch_id

        policy_version: Union[None, int]
        policy_version = self.policy_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "chain": chain,
                "address": address,
                "tx_hash": tx_hash,
                "risk_score": risk_score,
                "risk_category": risk_category,
                "sanctions_hit": sanctions_hit,
                "screened_at": screened_at,
                "as_of": as_of,
                "key_id": key_id,
                "trigger": trigger,
                "watch_id": watch_id,
                "policy_version": policy_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        kind = ScreeningSummaryKind(d.pop("kind"))

        chain = d.pop("chain")

        def _parse_address(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        address = _parse_address(d.pop("address"))

        def _parse_tx_hash(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        tx_hash = _parse_tx_hash(d.pop("tx_hash"))

        risk_score = d.pop("risk_score")

        risk_category = ScreeningSummaryRiskCategory(d.pop("risk_category"))

        sanctions_hit = d.pop("sanctions_hit")

        screened_at = isoparse(d.pop("screened_at"))

        def _parse_as_of(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                as_of_type_0 = isoparse(data)

                return as_of_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        as_of = _parse_as_of(d.pop("as_of"))

        def _parse_key_id(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        key_id = _parse_key_id(d.pop("key_id"))

        def _parse_trigger(
            data: object,
        ) -> Union[
            None,
            ScreeningSummaryTriggerType1,
            ScreeningSummaryTriggerType2Type1,
            ScreeningSummaryTriggerType3Type1,
        ]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                trigger_type_1 = ScreeningSummaryTriggerType1(data)

                return trigger_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                trigger_type_2_type_1 = ScreeningSummaryTriggerType2Type1(data)

                return trigger_type_2_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                trigger_type_3_type_1 = ScreeningSummaryTriggerType3Type1(data)

                return trigger_type_3_type_1
            except:  # noqa: E722
                pass
            return cast(
                Union[
                    None,
                    ScreeningSummaryTriggerType1,
                    ScreeningSummaryTriggerType2Type1,
                    ScreeningSummaryTriggerType3Type1,
                ],
                data,
            )

        trigger = _parse_trigger(d.pop("trigger"))

        def _parse_watch_id(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        watch_id = _parse_watch_id(d.pop("watch_id"))

        def _parse_policy_version(data: object) -> Union[None, int]:
            if data is None:
                return data
            return cast(Union[None, int], data)

        policy_version = _parse_policy_version(d.pop("policy_version"))

        screening_summary = cls(
            id=id,
            kind=kind,
            chain=chain,
            address=address,
            tx_hash=tx_hash,
            risk_score=risk_score,
            risk_category=risk_category,
            sanctions_hit=sanctions_hit,
            screened_at=screened_at,
            as_of=as_of,
            key_id=key_id,
            trigger=trigger,
            watch_id=watch_id,
            policy_version=policy_version,
        )

        return screening_summary
