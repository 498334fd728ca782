from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SarContentFilingInstitutionAddress")


@_attrs_define
class SarContentFilingInstitutionAddress:
    """
    Attributes:
        street (Union[None, str]):
        city (Union[None, str]):
        state (Union[None, str]):
        postal_code (Union[None, str]):
        country (Union[None, str]):
    """

    street: Union[None, str]
    city: Union[None, str]
    state: Union[None, str]
    postal_code: Union[None, str]
    country: Union[None, str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        street: Union[None, str]
        street = self.street

        city: Union[None, str]
        city = self.city

        state: Union[None, str]
        state = self.state

        postal_code: Union[None, str]
        postal_code = self.postal_code

        country: Union[None, str]
        country = self.country

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "street": street,
                "city": city,
                "state": state,
                "postal_code": postal_code,
                "country": country,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_street(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        street = _parse_street(d.pop("street"))

        def _parse_city(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        city = _parse_city(d.pop("city"))

        def _parse_state(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        state = _parse_state(d.pop("state"))

        def _parse_postal_code(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        postal_code = _parse_postal_code(d.pop("postal_code"))

        def _parse_country(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        country = _parse_country(d.pop("country"))

        sar_content_filing_institution_address = cls(
            street=street,
            city=city,
            state=state,
            postal_code=postal_code,
            country=country,
        )

        sar_content_filing_institution_address.additional_properties = d
        return sar_content_filing_institution_address

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
