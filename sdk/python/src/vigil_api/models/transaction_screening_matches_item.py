from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define

from ..models.transaction_screening_matches_item_direction_type_1 import (
    TransactionScreeningMatchesItemDirectionType1,
)
from ..models.transaction_screening_matches_item_direction_type_2_type_1 import (
    TransactionScreeningMatchesItemDirectionType2Type1,
)
from ..models.transaction_screening_matches_item_direction_type_3_type_1 import (
    TransactionScreeningMatchesItemDirectionType3Type1,
)
from ..models.transaction_screening_matches_item_exposure import (
    TransactionScreeningMatchesItemExposure,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.transaction_screening_matches_item_listed_on_item import (
        TransactionScreeningMatchesItemListedOnItem,
    )
    from ..models.transaction_screening_matches_item_via_entity import (
        TransactionScreeningMatchesItemViaEntity,
    )


T = TypeVar("T", bound="TransactionScreeningMatchesItem")


@_attrs_define
class TransactionScreeningMatchesItem:
    """
    Attributes:
        label (str): What the labelled address is, e.g. the list entry’s name.
        category (str): Its risk category, e.g. `sanctioned`, `mixing_service`.
        source (str): `ofac_sdn`, `tagpack:<pack>` or `custom`.
        list_version (Union[None, str]): The list’s version (OFAC: its issue date); null for custom labels.
        confidence (int): How sure the source is, 0–100.
        exposure (TransactionScreeningMatchesItemExposure): `ownership`: the address itself; `direct`: a counterparty;
            `indirect`: further out.
        hops (int): 0 for ownership, 1 direct, more indirect.
        address (str): The address exposed: the wallet itself for `ownership`, the counterparty reached for `direct` and
            `indirect`. The label is on it, or on `via_entity.address`.
        direction (Union[None, TransactionScreeningMatchesItemDirectionType1,
            TransactionScreeningMatchesItemDirectionType2Type1, TransactionScreeningMatchesItemDirectionType3Type1]):
            Whether the labelled address is a source or a destination of the wallet’s funds.
        share (float): Share of the wallet’s value in that direction traced to it (haircut), or 1 (ownership, poison).
        programs (Union[Unset, list[str]]): Sanctions programmes of a list entry.
        via_entity (Union[Unset, TransactionScreeningMatchesItemViaEntity]): When the label is on another address of the
            entity `address` belongs to: inputs spent together have one owner, so the label speaks for every address of the
            entity. Not a sanctions hit of its own (`sanctions_hit` is for a list naming the address itself), though it
            scores as ownership.
        listed_on (Union[Unset, list['TransactionScreeningMatchesItemListedOnItem']]): For a sanctions list address:
            where the list names it. A 0x address listed on one EVM chain matches on every EVM chain Vigil screens, and an
            address filed under a ticker whose chain it is not valid on matches on the one chain where it is valid; this
            says where it was listed.
    """

    label: str
    category: str
    source: str
    list_version: Union[None, str]
    confidence: int
    exposure: TransactionScreeningMatchesItemExposure
    hops: int
    address: str
    direction: Union[
        None,
        TransactionScreeningMatchesItemDirectionType1,
        TransactionScreeningMatchesItemDirectionType2Type1,
        TransactionScreeningMatchesItemDirectionType3Type1,
    ]
    share: float
    programs: Union[Unset, list[str]] = UNSET
    via_entity: Union[Unset, "TransactionScreeningMatchesItemViaEntity"] = UNSET
    listed_on: Union[Unset, list["TransactionScreeningMatchesItemListedOnItem"]] = UNSET

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        category = self.category

        source = self.source

        list_version: Union[None, str]
        list_version = self.list_version

        confidence = self.confidence

        exposure = self.exposure.value

        hops = self.hops

        address = self.address

        direction: Union[None, str]
        if isinstance(self.direction, TransactionScreeningMatchesItemDirectionType1):
            direction = self.direction.value
        elif isinstance(
            self.direction, TransactionScreeningMatchesItemDirectionType2Type1
        ):
            direction = self.direction.value
        elif isinstance(
            self.direction, TransactionScreeningMatchesItemDirectionType3Type1
        ):
            direction = self.direction.value
        else:
            direction = self.direction

        share = self.share

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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "category": category,
                "source": source,
                "list_version": list_version,
                "confidence": confidence,
                "exposure": exposure,
                "hops": hops,
                "address": address,
                "direction": direction,
                "share": share,
            }
        )
        if programs is not UNSET:
            field_dict["programs"] = programs
        if via_entity is not UNSET:
            field_dict["via_entity"] = via_entity
        if listed_on is not UNSET:
            field_dict["listed_on"] = listed_on

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.transaction_screening_matches_item_listed_on_item import (
            TransactionScreeningMatchesItemListedOnItem,
        )
        from ..models.transaction_screening_matches_item_via_entity import (
            TransactionScreeningMatchesItemViaEntity,
        )

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

        exposure = TransactionScreeningMatchesItemExposure(d.pop("exposure"))

        hops = d.pop("hops")

        address = d.pop("address")

        def _parse_direction(
            data: object,
        ) -> Union[
            None,
            TransactionScreeningMatchesItemDirectionType1,
            TransactionScreeningMatchesItemDirectionType2Type1,
            TransactionScreeningMatchesItemDirectionType3Type1,
        ]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_1 = TransactionScreeningMatchesItemDirectionType1(data)

                return direction_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_2_type_1 = (
                    TransactionScreeningMatchesItemDirectionType2Type1(data)
                )

                return direction_type_2_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_3_type_1 = (
                    TransactionScreeningMatchesItemDirectionType3Type1(data)
                )

                return direction_type_3_type_1
            except:  # noqa: E722
                pass
            return cast(
                Union[
                    None,
                    TransactionScreeningMatchesItemDirectionType1,
                    TransactionScreeningMatchesItemDirectionType2Type1,
                    TransactionScreeningMatchesItemDirectionType3Type1,
                ],
                data,
            )

        direction = _parse_direction(d.pop("direction"))

        share = d.pop("share")

        programs = cast(list[str], d.pop("programs", UNSET))

        _via_entity = d.pop("via_entity", UNSET)
        via_entity: Union[Unset, TransactionScreeningMatchesItemViaEntity]
        if isinstance(_via_entity, Unset):
            via_entity = UNSET
        else:
            via_entity = TransactionScreeningMatchesItemViaEntity.from_dict(_via_entity)

        listed_on = []
        _listed_on = d.pop("listed_on", UNSET)
        for listed_on_item_data in _listed_on or []:
            listed_on_item = TransactionScreeningMatchesItemListedOnItem.from_dict(
                listed_on_item_data
            )

            listed_on.append(listed_on_item)

        transaction_screening_matches_item = cls(
            label=label,
            category=category,
            source=source,
            list_version=list_version,
            confidence=confidence,
            exposure=exposure,
            hops=hops,
            address=address,
            direction=direction,
            share=share,
            programs=programs,
            via_entity=via_entity,
            listed_on=listed_on,
        )

        return transaction_screening_matches_item
