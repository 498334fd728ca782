from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FilingInstitutionContact")


@_attrs_define
class FilingInstitutionContact:
    """
    Attributes:
        office (Union[Unset, str]): The office to contact for assistance.
        phone (Union[Unset, str]): Its phone number.
        email (Union[Unset, str]): Its e-mail address.
    """

    office: Union[Unset, str] = UNSET
    phone: Union[Unset, str] = UNSET
    email: Union[Unset, str] = UNSET

    def to_dict(self) -> dict[str, Any]:
        office = self.office

        phone = self.phone

        email = self.email

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if office is not UNSET:
            field_dict["office"] = office
        if phone is not UNSET:
            field_dict["phone"] = phone
        if email is not UNSET:
            field_dict["email"] = email

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        office = d.pop("office", UNSET)

        phone = d.pop("phone", UNSET)

        email = d.pop("email", UNSET)

        filing_institution_contact = cls(
            office=office,
            phone=phone,
            email=email,
        )

        return filing_institution_contact
