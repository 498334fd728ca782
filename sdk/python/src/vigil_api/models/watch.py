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

from ..models.watch_risk_category_type_1 import WatchRiskCategoryType1
from ..models.watch_risk_category_type_2_type_1 import WatchRiskCategoryType2Type1
from ..models.watch_risk_category_type_3_type_1 import WatchRiskCategoryType3Type1

T = TypeVar("T", bound="Watch")


@_attrs_define
class Watch:
    """An address the workspace keeps under watch, with its outcome last recorded.

    Attributes:
        id (str): The watch (`wch_…`).
        chain (str): The canonical chain name.
        address (str): The address, normalised for its chain.
        reference (Union[None, str]):
        created_at (datetime.datetime): When it was watched. RFC 3339, UTC, milliseconds.
        created_by (Union[None, str]): The key that added it.
        risk_score (Union[None, int]):
        risk_category (Union[None, WatchRiskCategoryType1, WatchRiskCategoryType2Type1, WatchRiskCategoryType3Type1]):
        sanctions_hit (Union[None, bool]):
        screening_id (Union[None, str]): Its latest screening (`GET /v1/screenings/{id}`): made when it was added, or
            when its outcome last changed.
        screened_at (Union[None, datetime.datetime]): When that screening was made. RFC 3339, UTC, milliseconds.
    """

    id: str
    chain: str
    address: str
    reference: Union[None, str]
    created_at: datetime.datetime
    created_by: Union[None, str]
    risk_score: Union[None, int]
    risk_category: Union[
        None,
        WatchRiskCategoryType1,
        WatchRiskCategoryType2Type1,
        WatchRiskCategoryType3Type1,
    ]
    sanctions_hit: Union[None, bool]
    screening_id: Union[None, str]
    screened_at: Union[None, datetime.datetime]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        chain = self.chain

        address = self.address

        reference: Union[None, str]
        reference = self.reference

        created_at = self.created_at.isoformat()

        created_by: Union[None, str]
        created_by = self.created_by

        risk_score: Union[None, int]
        risk_score = self.risk_score

        risk_category: Union[None, str]
        if isinstance(self.risk_category, WatchRiskCategoryType1):
            risk_category = self.risk_category.value
        elif isinstance(self.risk_category, WatchRiskCategoryType2Type1):
            risk_category = self.risk_category.value
        elif isinstance(self.risk_category, WatchRiskCategoryType3Type1):
            risk_category = self.risk_category.value
        else:
            risk_category = self.risk_category

        sanctions_hit: Union[None, bool]
        sanctions_hit = self.sanctions_hit

        screening_id: Union[None, str]
        screening_id = self.screening_id

        screened_at: Union[None, str]
        if isinstance(self.screened_at, datetime.datetime):
            screened_at = self.screened_at.isoformat()
        else:
            screened_at = self.screened_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "chain": chain,
                "address": address,
                "reference": reference,
                "created_at": created_at,
                "created_by": created_by,
                "risk_score": risk_score,
                "risk_category": risk_category,
                "sanctions_hit": sanctions_hit,
                "screening_id": screening_id,
                "screened_at": screened_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        chain = d.pop("chain")

        address = d.pop("address")

        def _parse_reference(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        reference = _parse_reference(d.pop("reference"))

        created_at = isoparse(d.pop("created_at"))

        def _parse_created_by(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        created_by = _parse_created_by(d.pop("created_by"))

        def _parse_risk_score(data: object) -> Union[None, int]:
            if data is None:
                return data
            return cast(Union[None, int], data)

        risk_score = _parse_risk_score(d.pop("risk_score"))

        def _parse_risk_category(
            data: object,
        ) -> Union[
            None,
            WatchRiskCategoryType1,
            WatchRiskCategoryType2Type1,
            WatchRiskCategoryType3Type1,
        ]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                risk_category_type_1 = WatchRiskCategoryType1(data)

                return risk_category_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                risk_category_type_2_type_1 = WatchRiskCategoryType2Type1(data)

                return risk_category_type_2_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                risk_category_type_3_type_1 = WatchRiskCategoryType3Type1(data)

                return risk_category_type_3_type_1
            except:  # noqa: E722
                pass
            return cast(
                Union[
                    None,
                    WatchRiskCategoryType1,
                    WatchRiskCategoryType2Type1,
                    WatchRiskCategoryType3Type1,
                ],
                data,
            )

        risk_category = _parse_risk_category(d.pop("risk_category"))

        def _parse_sanctions_hit(data: object) -> Union[None, bool]:
            if data is None:
                return data
            return cast(Union[None, bool], data)

        sanctions_hit = _parse_sanctions_hit(d.pop("sanctions_hit"))

        def _parse_screening_id(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        screening_id = _parse_screening_id(d.pop("screening_id"))

        def _parse_screened_at(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                screened_at_type_0 = isoparse(data)

                return screened_at_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        screened_at = _parse_screened_at(d.pop("screened_at"))

        watch = cls(
            id=id,
            chain=chain,
            address=address,
            reference=reference,
            created_at=created_at,
            created_by=created_by,
            risk_score=risk_score,
            risk_category=risk_category,
            sanctions_hit=sanctions_hit,
            screening_id=screening_id,
            screened_at=screened_at,
        )

        return watch
