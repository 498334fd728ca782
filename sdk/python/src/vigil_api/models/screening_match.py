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

from ..models.screening_match_direction_type_1 import ScreeningMatchDirectionType1
from ..models.screening_match_direction_type_2_type_1 import (
    ScreeningMatchDirectionType2Type1,
)
from ..models.screening_match_direction_type_3_type_1 import (
    ScreeningMatchDirectionType3Type1,
)
from ..models.screening_match_excluded_by import ScreeningMatchExcludedBy
from ..models.screening_match_exposure import ScreeningMatchExposure
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.screening_match_amounts_item import ScreeningMatchAmountsItem
    from ..models.screening_match_listed_on_item import ScreeningMatchListedOnItem
    from ..models.screening_match_via_entity import ScreeningMatchViaEntity


T = TypeVar("T", bound="ScreeningMatch")


@_attrs_define
class ScreeningMatch:
    """One label a screening matched: on the address itself, a counterparty, or further out.

    Attributes:
        label (str): What the labelled address is, e.g. the list entry’s name.
        category (str): Its risk category, e.g. `sanctioned`, `mixing_service`.
        source (str): `ofac_sdn`, `tagpack:<pack>` or `custom`.
        list_version (Union[None, str]): The list’s version (OFAC: its issue date); null for custom labels.
        confidence (int): How sure the source is, 0–100.
        exposure (ScreeningMatchExposure): `ownership`: the address itself; `direct`: a counterparty; `indirect`:
            further out.
        direct (bool): No intermediary: the address itself (`ownership`) or a counterparty it dealt with (`direct`). A
            direct match is found whatever share of the value it stands for.
        hops (int): 0 for ownership, 1 direct, more indirect.
        address (str): The address exposed: the wallet itself for `ownership`, the counterparty reached for `direct` and
            `indirect`. The label is on it, or on `via_entity.address`.
        direction (Union[None, ScreeningMatchDirectionType1, ScreeningMatchDirectionType2Type1,
            ScreeningMatchDirectionType3Type1]): Whether the labelled address is a source or a destination of the wallet’s
            funds.
        share (float): Share of the wallet’s value in that direction traced to it (haircut), or 1 (ownership, poison).
        value_usd (Union[Unset, str]): US dollars: for a direct counterparty, what moved with it (transfers with a
            dollar value, from their senders or the price table); further out, its share of the wallet’s dollar value in
            that direction. Absent when there is no dollar value.
        amounts (Union[Unset, list['ScreeningMatchAmountsItem']]): Direct: what moved with the counterparty, per asset.
        first_at (Union[Unset, datetime.datetime]): Direct: the first transfer with the counterparty; indirect: the
            transfer at the path’s end. RFC 3339, UTC, milliseconds.
        last_at (Union[Unset, datetime.datetime]): Direct: the last transfer with the counterparty; indirect: the
            transfer at the path’s end. RFC 3339, UTC, milliseconds.
        path (Union[Unset, list[str]]): Indirect: the addresses from the wallet to the labelled one, along the strongest
            path.
        entry_id (Union[Unset, str]): A list entry’s id on its list (OFAC: the SDN entry).
        designated_at (Union[Unset, datetime.date]): A list entry: when the list designated it (OFAC: the entry’s
            "Created" date).
        before_designation (Union[Unset, bool]): Direct or indirect exposure to a list entry: whether all the value
            moved before its designation (dealing then was not dealing with a sanctioned party; it is weighed, not a hit).
        delisted_at (Union[Unset, str]): Category `formerly_sanctioned`: the list version (publication date) that no
            longer held the entry. Formerly listed, removed then: history, not a hit.
        concepts (Union[Unset, list[str]]): A TagPack tag: every GraphSense concept it names (category, abuse,
            concepts).
        programs (Union[Unset, list[str]]): Sanctions programmes of a list entry.
        via_entity (Union[Unset, ScreeningMatchViaEntity]): When the label is on another address of the entity `address`
            belongs to: inputs spent together have one owner, so the label speaks for every address of the entity. Not a
            sanctions hit of its own (`sanctions_hit` is for a list naming the address itself), though it scores as
            ownership.
        listed_on (Union[Unset, list['ScreeningMatchListedOnItem']]): For a sanctions list address: where the list names
            it. A 0x address listed on one EVM chain matches on every EVM chain Vigil screens, and an address filed under a
            ticker whose chain it is not valid on matches on the one chain where it is valid; this says where it was listed.
        excluded_by (Union[Unset, ScreeningMatchExcludedBy]): Only in `excluded_matches`: why the workspace’s risk
            policy keeps this match from counting: `allow_list` (the label is on an allow-listed address), `min_value_usd`
            (indirect exposure worth less than the policy’s minimum).
    """

    label: str
    category: str
    source: str
    list_version: Union[None, str]
    confidence: int
    exposure: ScreeningMatchExposure
    direct: bool
    hops: int
    address: str
    direction: Union[
        None,
        ScreeningMatchDirectionType1,
        ScreeningMatchDirectionType2Type1,
        ScreeningMatchDirectionType3Type1,
    ]
    share: float
    value_usd: Union[Unset, str] = UNSET
    amounts: Union[Unset, list["ScreeningMatchAmountsItem"]] = UNSET
    first_at: Union[Unset, datetime.datetime] = UNSET
    last_at: Union[Unset, datetime.datetime] = UNSET
    path: Union[Unset, list[str]] = UNSET
    entry_id: Union[Unset, str] = UNSET
    designated_at: Union[Unset, datetime.date] = UNSET
    before_designation: Union[Unset, bool] = UNSET
    delisted_at: Union[Unset, str] = UNSET
    concepts: Union[Unset, list[str]] = UNSET
    programs: Union[Unset, list[str]] = UNSET
    via_entity: Union[Unset, "ScreeningMatchViaEntity"] = UNSET
    listed_on: Union[Unset, list["ScreeningMatchListedOnItem"]] = UNSET
    excluded_by: Union[Unset, ScreeningMatchExcludedBy] = UNSET

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        category = self.category

        source = self.source

        list_version: Union[None, str]
        list_version = self.list_version

        confidence = self.confidence

        exposure = self.exposure.value

        direct = self.direct

        hops = self.hops

        address = self.address

        direction: Union[None, str]
        if isinstance(self.direction, ScreeningMatchDirectionType1):
            direction = self.direction.value
        elif isinstance(self.direction, ScreeningMatchDirectionType2Type1):
            direction = self.direction.value
        elif isinstance(self.direction, ScreeningMatchDirectionType3Type1):
            direction = self.direction.value
        else:
            direction = self.direction

        share = self.share

        value_usd = self.value_usd

        amounts: Union[Unset, list[dict[str, Any]]] = UNSET
        if not isinstance(self.amounts, Unset):
            amounts = []
            for amounts_item_data in self.amounts:
                amounts_item = amounts_item_data.to_dict()
                amounts.append(amounts_item)

        first_at: Union[Unset, str] = UNSET
        if not isinstance(self.first_at, Unset):
            first_at = self.first_at.isoformat()

        last_at: Union[Unset, str] = UNSET
        if not isinstance(self.last_at, Unset):
            last_at = self.last_at.isoformat()

        path: Union[Unset, list[str]] = UNSET
        if not isinstance(self.path, Unset):
            path = self.path

        entry_id = self.entry_id

        designated_at: Union[Unset, str] = UNSET
        if not isinstance(self.designated_at, Unset):
            designated_at = self.designated_at.isoformat()

        before_designation = self.before_designation

        delisted_at = self.delisted_at

        concepts: Union[Unset, list[str]] = UNSET
        if not isinstance(self.concepts, Unset):
            concepts = self.concepts

        programs: Union[Unset, list[str]] = UNSET
        if not isinstance(self.programs, Unset):
            programs = self.programs

        via_entity: Union[Unset, dict[str, Any]] = UNSET
        if not isinstance(self.via_entity, Unset):
            via_entity = self.via_entity.to_dict()

        listed_on: Union[Unset, list[dict[str, Any]]] = UNSET
        if not isinstance(self.listed_on, Unset):
            listed_on = []
            for listed_on_item_data in self.listed_on:
                listed_on_item = listed_on_item_data.to_dict()
                listed_on.append(listed_on_item)

        excluded_by: Union[Unset, str] = UNSET
        if not isinstance(self.excluded_by, Unset):
            excluded_by = self.excluded_by.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "category": category,
                "source": source,
                "list_version": list_version,
                "confidence": confidence,
                "exposure": exposure,
                "direct": direct,
                "hops": hops,
                "address": address,
                "direction": direction,
                "share": share,
            }
        )
        if value_usd is not UNSET:
            field_dict["value_usd"] = value_usd
        if amounts is not UNSET:
            field_dict["amounts"] = amounts
        if first_at is not UNSET:
            field_dict["first_at"] = first_at
        if last_at is not UNSET:
            field_dict["last_at"] = last_at
        if path is not UNSET:
            field_dict["path"] = path
        if entry_id is not UNSET:
            field_dict["entry_id"] = entry_id
        if designated_at is not UNSET:
            field_dict["designated_at"] = designated_at
        if before_designation is not UNSET:
            field_dict["before_designation"] = before_designation
        if delisted_at is not UNSET:
            field_dict["delisted_at"] = delisted_at
        if concepts is not UNSET:
            field_dict["concepts"] = concepts
        if programs is not UNSET:
            field_dict["programs"] = programs
        if via_entity is not UNSET:
            field_dict["via_entity"] = via_entity
        if listed_on is not UNSET:
            field_dict["listed_on"] = listed_on
        if excluded_by is not UNSET:
            field_dict["excluded_by"] = excluded_by

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.screening_match_amounts_item import ScreeningMatchAmountsItem
        from ..models.screening_match_listed_on_item import ScreeningMatchListedOnItem
        from ..models.screening_match_via_entity import ScreeningMatchViaEntity

        d = dict(src_dict)
        label = d.pop("label")

        category = d.pop("category")

        source = d.pop("source")

        def _parse_list_version(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        list_version = _parse_list_version(d.pop("list_version"))

        confidence = d.pop("confidence")

        exposure = ScreeningMatchExposure(d.pop("exposure"))

        direct = d.pop("direct")

        hops = d.pop("hops")

        address = d.pop("address")

        def _parse_direction(
            data: object,
        ) -> Union[
            None,
            ScreeningMatchDirectionType1,
            ScreeningMatchDirectionType2Type1,
            ScreeningMatchDirectionType3Type1,
        ]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_1 = ScreeningMatchDirectionType1(data)

                return direction_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_2_type_1 = ScreeningMatchDirectionType2Type1(data)

                return direction_type_2_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_3_type_1 = ScreeningMatchDirectionType3Type1(data)

                return direction_type_3_type_1
            except:  # noqa: E722
                pass
            return cast(
                Union[
                    None,
                    ScreeningMatchDirectionType1,
                    ScreeningMatchDirectionType2Type1,
                    ScreeningMatchDirectionType3Type1,
                ],
                data,
            )

        direction = _parse_direction(d.pop("direction"))

        share = d.pop("share")

        value_usd = d.pop("value_usd", UNSET)

        amounts = []
        _amounts = d.pop("amounts", UNSET)
        for amounts_item_data in _amounts or []:
            amounts_item = ScreeningMatchAmountsItem.from_dict(amounts_item_data)

            amounts.append(amounts_item)

        _first_at = d.pop("first_at", UNSET)
        first_at: Union[Unset, datetime.datetime]
        if isinstance(_first_at, Unset):
            first_at = UNSET
        else:
            first_at = isoparse(_first_at)

        _last_at = d.pop("last_at", UNSET)
        last_at: Union[Unset, datetime.datetime]
        if isinstance(_last_at, Unset):
            last_at = UNSET
        else:
            last_at = isoparse(_last_at)

        path = cast(list[str], d.pop("path", UNSET))

        entry_id = d.pop("entry_id", UNSET)

        _designated_at = d.pop("designated_at", UNSET)
        designated_at: Union[Unset, datetime.date]
        if isinstance(_designated_at, Unset):
            designated_at = UNSET
        else:
            designated_at = isoparse(_designated_at).date()

        before_designation = d.pop("before_designation", UNSET)

        delisted_at = d.pop("delisted_at", UNSET)

        concepts = cast(list[str], d.pop("concepts", UNSET))

        programs = cast(list[str], d.pop("programs", UNSET))

        _via_entity = d.pop("via_entity", UNSET)
        via_entity: Union[Unset, ScreeningMatchViaEntity]
        if isinstance(_via_entity, Unset):
            via_entity = UNSET
        else:
            via_entity = ScreeningMatchViaEntity.from_dict(_via_entity)

        listed_on = []
        _listed_on = d.pop("listed_on", UNSET)
        for listed_on_item_data in _listed_on or []:
            listed_on_item = ScreeningMatchListedOnItem.from_dict(listed_on_item_data)

            listed_on.append(listed_on_item)

        _excluded_by = d.pop("excluded_by", UNSET)
        excluded_by: Union[Unset, ScreeningMatchExcludedBy]
        if isinstance(_excluded_by, Unset):
            excluded_by = UNSET
        else:
            excluded_by = ScreeningMatchExcludedBy(_excluded_by)

        screening_match = cls(
            label=label,
            category=category,
            source=source,
            list_version=list_version,
            confidence=confidence,
            exposure=exposure,
            direct=direct,
            hops=hops,
            address=address,
            direction=direction,
            share=share,
            value_usd=value_usd,
            amounts=amounts,
            first_at=first_at,
            last_at=last_at,
            path=path,
            entry_id=entry_id,
            designated_at=designated_at,
            before_designation=before_designation,
            delisted_at=delisted_at,
            concepts=concepts,
            programs=programs,
            via_entity=via_entity,
            listed_on=listed_on,
            excluded_by=excluded_by,
        )

        return screening_match
