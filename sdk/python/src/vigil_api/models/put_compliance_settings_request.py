from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
)

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.filing_institution import FilingInstitution


T = TypeVar("T", bound="PutComplianceSettingsRequest")


@_attrs_define
class PutComplianceSettingsRequest:
    """
    Attributes:
        filing_institution (FilingInstitution): The institution that files the SAR (FinCEN SAR Part IV).
    """

    filing_institution: "FilingInstitution"

    def to_dict(self) -> dict[str, Any]:
        filing_institution = self.filing_institution.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "filing_institution": filing_institution,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.filing_institution import FilingInstitution

        d = dict(src_dict)
        filing_institution = FilingInstitution.from_dict(d.pop("filing_institution"))

        put_compliance_settings_request = cls(
            filing_institution=filing_institution,
        )

        return put_compliance_settings_request
