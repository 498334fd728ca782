from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FilingInstitutionAddress")


@_attrs_define
class FilingInstitutionAddress:
    """
    Attributes:
        street (Union[Unset, str]): Street address.
        city (Union[Unset, str]): City.
        state (Union[Unset, str]): State or province.
        postal_code (Union[Unset, str]): ZIP or postal code.
        country (Union[Unset, str]): ISO 3166-1 alpha-2 country code, e.g. `US`.
    """

    street: Union[Unset, str] = UNSET
    city: Union[Unset, str] = UNSET
    state: Union[Unset, str] = UNSET
    postal_code: Union[Unset, str] = UNSET
    country: Union[Unset, str] = UNSET

    def to_dict(self) -> dict[str, Any]:
        street = self.street

        city = self.city

        state = self.state

        postal_code = self.postal_code

        country = self.country

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if street is not UNSET:
            field_dict["street"] = street
        if city is not UNSET:
            field_dict["city"] = city
        if state is not UNSET:
            field_dict["state"] = state
        if postal_code is not UNSET:
            field_dict["postal_code"] = postal_code
        if country is not UNSET:
            field_dict["country"] = country

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        street = d.pop("street", UNSET)

        city = d.pop("city", UNSET)

        state = d.pop("state", UNSET)

        postal_code = d.pop("postal_code", UNSET)

        country = d.pop("country", UNSET)

        filing_institution_address = cls(
            street=street,
            city=city,
            state=state,
            postal_code=postal_code,
            country=country,
        )

        return filing_institution_address
