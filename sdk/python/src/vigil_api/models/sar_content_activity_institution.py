from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SarContentActivityInstitution")


@_attrs_define
class SarContentActivityInstitution:
    """Part III: the financial institution where the activity occurred.

    Attributes:
        same_as_filing_institution (bool):
        account_ids (list[str]): The customer accounts the activity went through.
    """

    same_as_filing_institution: bool
    account_ids: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        same_as_filing_institution = self.same_as_filing_institution

        account_ids = self.account_ids

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "same_as_filing_institution": same_as_filing_institution,
                "account_ids": account_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        same_as_filing_institution = d.pop("same_as_filing_institution")

        account_ids = cast(list[str], d.pop("account_ids"))

        sar_content_activity_institution = cls(
            same_as_filing_institution=same_as_filing_institution,
            account_ids=account_ids,
        )

        sar_content_activity_institution.additional_properties = d
        return sar_content_activity_institution

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
