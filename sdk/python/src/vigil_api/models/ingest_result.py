from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ingest_result_errors_item import IngestResultErrorsItem


T = TypeVar("T", bound="IngestResult")


@_attrs_define
class IngestResult:
    """What was kept and what was refused, one by one.

    Attributes:
        accepted (int): Items or lines stored.
        rejected (int): Items or lines refused.
        errors (list['IngestResultErrorsItem']):
    """

    accepted: int
    rejected: int
    errors: list["IngestResultErrorsItem"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        accepted = self.accepted

        rejected = self.rejected

        errors = []
        for errors_item_data in self.errors:
            errors_item = errors_item_data.to_dict()
            errors.append(errors_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "accepted": accepted,
                "rejected": rejected,
                "errors": errors,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ingest_result_errors_item import IngestResultErrorsItem

        d = dict(src_dict)
        accepted = d.pop("accepted")

        rejected = d.pop("rejected")

        errors = []
        _errors = d.pop("errors")
        for errors_item_data in _errors:
            errors_item = IngestResultErrorsItem.from_dict(errors_item_data)

            errors.append(errors_item)

        ingest_result = cls(
            accepted=accepted,
            rejected=rejected,
            errors=errors,
        )

        ingest_result.additional_properties = d
        return ingest_result

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
