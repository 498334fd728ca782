from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..models.screen_name_request_type import ScreenNameRequestType
from ..types import UNSET, Unset

T = TypeVar("T", bound="ScreenNameRequest")


@_attrs_define
class ScreenNameRequest:
    """
    Attributes:
        name (str): The name, in any script and word order.
        type_ (Union[Unset, ScreenNameRequestType]):
        birth_date (Union[Unset, str]): `YYYY`, `YYYY-MM` or `YYYY-MM-DD`.
        country (Union[Unset, str]): ISO 3166-1 alpha-2, e.g. `RU`: nationality or citizenship.
        min_score (Union[Unset, float]): The lowest score returned, 50–100; default 85.
        limit (Union[Unset, int]): At most this many candidates; default 20.
    """

    name: str
    type_: Union[Unset, ScreenNameRequestType] = UNSET
    birth_date: Union[Unset, str] = UNSET
    country: Union[Unset, str] = UNSET
    min_score: Union[Unset, float] = UNSET
    limit: Union[Unset, int] = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        type_: Union[Unset, str] = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_.value

        birth_date = self.birth_date

        country = self.country

        min_score = self.min_score

        limit = self.limit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if type_ is not UNSET:
            field_dict["type"] = type_
        if birth_date is not UNSET:
            field_dict["birth_date"] = birth_date
        if country is not UNSET:
            field_dict["country"] = country
        if min_score is not UNSET:
            field_dict["min_score"] = min_score
        if limit is not UNSET:
            field_dict["limit"] = limit

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        _type_ = d.pop("type", UNSET)
        type_: Union[Unset, ScreenNameRequestType]
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = ScreenNameRequestType(_type_)

        birth_date = d.pop("birth_date", UNSET)

        country = d.pop("country", UNSET)

        min_score = d.pop("min_score", UNSET)

        limit = d.pop("limit", UNSET)

        screen_name_request = cls(
            name=name,
            type_=type_,
            birth_date=birth_date,
            country=country,
            min_score=min_score,
            limit=limit,
        )

        return screen_name_request
