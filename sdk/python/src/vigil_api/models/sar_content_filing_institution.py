from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.sar_content_filing_institution_status import (
    SarContentFilingInstitutionStatus,
)

if TYPE_CHECKING:
    from ..models.sar_content_filing_institution_address import (
        SarContentFilingInstitutionAddress,
    )


T = TypeVar("T", bound="SarContentFilingInstitution")


@_attrs_define
class SarContentFilingInstitution:
    """Part IV: the filing institution, from the workspace’s compliance settings.

    Attributes:
        status (SarContentFilingInstitutionStatus): `missing`: the workspace’s compliance settings have no filing
            institution yet.
        name (Union[None, str]):
        tin (Union[None, str]):
        tin_type (Union[None, str]):
        institution_type (Union[None, str]):
        primary_federal_regulator (Union[None, str]):
        address (SarContentFilingInstitutionAddress):
        contact_office (Union[None, str]):
        contact_phone (Union[None, str]):
        contact_email (Union[None, str]):
    """

    status: SarContentFilingInstitutionStatus
    name: Union[None, str]
    tin: Union[None, str]
    tin_type: Union[None, str]
    institution_type: Union[None, str]
    primary_federal_regulator: Union[None, str]
    address: "SarContentFilingInstitutionAddress"
    contact_office: Union[None, str]
    contact_phone: Union[None, str]
    contact_email: Union[None, str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        name: Union[None, str]
        name = self.name

        tin: Union[None, str]
        tin = self.tin

        tin_type: Union[None, str]
        tin_type = self.tin_type

        institution_type: Union[None, str]
        institution_type = self.institution_type

        primary_federal_regulator: Union[None, str]
        primary_federal_regulator = self.primary_federal_regulator

        address = self.address.to_dict()

        contact_office: Union[None, str]
        contact_office = self.contact_office

        contact_phone: Union[None, str]
        contact_phone = self.contact_phone

        contact_email: Union[None, str]
        contact_email = self.contact_email

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "name": name,
                "tin": tin,
                "tin_type": tin_type,
                "institution_type": institution_type,
                "primary_federal_regulator": primary_federal_regulator,
                "address": address,
                "contact_office": contact_office,
                "contact_phone": contact_phone,
                "contact_email": contact_email,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sar_content_filing_institution_address import (
            SarContentFilingInstitutionAddress,
        )

        d = dict(src_dict)
        status = SarContentFilingInstitutionStatus(d.pop("status"))

        def _parse_name(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        name = _parse_name(d.pop("name"))

        def _parse_tin(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        tin = _parse_tin(d.pop("tin"))

        def _parse_tin_type(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        tin_type = _parse_tin_type(d.pop("tin_type"))

        def _parse_institution_type(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        institution_type = _parse_institution_type(d.pop("institution_type"))

        def _parse_primary_federal_regulator(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        primary_federal_regulator = _parse_primary_federal_regulator(
            d.pop("primary_federal_regulator")
        )

        address = SarContentFilingInstitutionAddress.from_dict(d.pop("address"))

        def _parse_contact_office(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        contact_office = _parse_contact_office(d.pop("contact_office"))

        def _parse_contact_phone(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        contact_phone = _parse_contact_phone(d.pop("contact_phone"))

        def _parse_contact_email(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        contact_email = _parse_contact_email(d.pop("contact_email"))

        sar_content_filing_institution = cls(
            status=status,
            name=name,
            tin=tin,
            tin_type=tin_type,
            institution_type=institution_type,
            primary_federal_regulator=primary_federal_regulator,
            address=address,
            contact_office=contact_office,
            contact_phone=contact_phone,
            contact_email=contact_email,
        )

        sar_content_filing_institution.additional_properties = d
        return sar_content_filing_institution

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
