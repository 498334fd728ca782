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
from attrs import field as _attrs_field
from dateutil.parser import isoparse

if TYPE_CHECKING:
    from ..models.filing_institution import FilingInstitution


T = TypeVar("T", bound="ComplianceSettings")


@_attrs_define
class ComplianceSettings:
    """The workspace’s compliance settings.

    Attributes:
        filing_institution (Union['FilingInstitution', None]):
        updated_at (Union[None, datetime.datetime]): When they were last changed; null if never set. RFC 3339, UTC,
            milliseconds.
    """

    filing_institution: Union["FilingInstitution", None]
    updated_at: Union[None, datetime.datetime]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.filing_institution import FilingInstitution

        filing_institution: Union[None, dict[str, Any]]
        if isinstance(self.filing_institution, FilingInstitution):
            filing_institution = self.filing_institution.to_dict()
        else:
            filing_institution = self.filing_institution

        updated_at: Union[None, str]
        if isinstance(self.updated_at, datetime.datetime):
            updated_at = self.updated_at.isoformat()
        else:
            updated_at = self.updated_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "filing_institution": filing_institution,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.filing_institution import FilingInstitution

        d = dict(src_dict)

        def _parse_filing_institution(data: object) -> Union["FilingInstitution", None]:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                filing_institution_type_0 = FilingInstitution.from_dict(data)

                return filing_institution_type_0
            except:  # noqa: E722
                pass
            return cast(Union["FilingInstitution", None], data)

        filing_institution = _parse_filing_institution(d.pop("filing_institution"))

        def _parse_updated_at(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                updated_at_type_0 = isoparse(data)

                return updated_at_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        updated_at = _parse_updated_at(d.pop("updated_at"))

        compliance_settings = cls(
            filing_institution=filing_institution,
            updated_at=updated_at,
        )

        compliance_settings.additional_properties = d
        return compliance_settings

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
