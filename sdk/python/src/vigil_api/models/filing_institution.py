from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..models.filing_institution_tin_type import FilingInstitutionTinType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.filing_institution_address import FilingInstitutionAddress
    from ..models.filing_institution_contact import FilingInstitutionContact


T = TypeVar("T", bound="FilingInstitution")


@_attrs_define
class FilingInstitution:
    """The institution that files the SAR (FinCEN SAR Part IV).

    Attributes:
        name (str): The institution’s legal name.
        tin (Union[Unset, str]): Its taxpayer identification number.
        tin_type (Union[Unset, FilingInstitutionTinType]): What kind of TIN `tin` is.
        institution_type (Union[Unset, str]): E.g. `Money services business`, `Depository institution`,
            `Securities/Futures`.
        primary_federal_regulator (Union[Unset, str]): E.g. `IRS` (for MSBs), `OCC`, `FDIC`, `SEC`.
        address (Union[Unset, FilingInstitutionAddress]):
        contact (Union[Unset, FilingInstitutionContact]):
    """

    name: str
    tin: Union[Unset, str] = UNSET
    tin_type: Union[Unset, FilingInstitutionTinType] = UNSET
    institution_type: Union[Unset, str] = UNSET
    primary_federal_regulator: Union[Unset, str] = UNSET
    address: Union[Unset, "FilingInstitutionAddress"] = UNSET
    contact: Union[Unset, "FilingInstitutionContact"] = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        tin = self.tin

        tin_type: Union[Unset, str] = UNSET
        if not isinstance(self.tin_type, Unset):
            tin_type = self.tin_type.value

        institution_type = self.institution_type

        primary_federal_regulator = self.primary_federal_regulator

        address: Union[Unset, dict[str, Any]] = UNSET
        if not isinstance(self.address, Unset):
            address = self.address.to_dict()

        contact: Union[Unset, dict[str, Any]] = UNSET
        if not isinstance(self.contact, Unset):
            contact = self.contact.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if tin is not UNSET:
            field_dict["tin"] = tin
        if tin_type is not UNSET:
            field_dict["tin_type"] = tin_type
        if institution_type is not UNSET:
            field_dict["institution_type"] = institution_type
        if primary_federal_regulator is not UNSET:
            field_dict["primary_federal_regulator"] = primary_federal_regulator
        if address is not UNSET:
            field_dict["address"] = address
        if contact is not UNSET:
            field_dict["contact"] = contact

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.filing_institution_address import FilingInstitutionAddress
        from ..models.filing_institution_contact import FilingInstitutionContact

        d = dict(src_dict)
        name = d.pop("name")

        tin = d.pop("tin", UNSET)

        _tin_type = d.pop("tin_type", UNSET)
        tin_type: Union[Unset, FilingInstitutionTinType]
        if isinstance(_tin_type, Unset):
            tin_type = UNSET
        else:
            tin_type = FilingInstitutionTinType(_tin_type)

        institution_type = d.pop("institution_type", UNSET)

        primary_federal_regulator = d.pop("primary_federal_regulator", UNSET)

        _address = d.pop("address", UNSET)
        address: Union[Unset, FilingInstitutionAddress]
        if isinstance(_address, Unset):
            address = UNSET
        else:
            address = FilingInstitutionAddress.from_dict(_address)

        _contact = d.pop("contact", UNSET)
        contact: Union[Unset, FilingInstitutionContact]
        if isinstance(_contact, Unset):
            contact = UNSET
        else:
            contact = FilingInstitutionContact.from_dict(_contact)

        filing_institution = cls(
            name=name,
            tin=tin,
            tin_type=tin_type,
            institution_type=institution_type,
            primary_federal_regulator=primary_federal_regulator,
            address=address,
            contact=contact,
        )

        return filing_institution
