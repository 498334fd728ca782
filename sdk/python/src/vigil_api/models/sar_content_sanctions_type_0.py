from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.sar_content_sanctions_type_0_entries_item import (
        SarContentSanctionsType0EntriesItem,
    )


T = TypeVar("T", bound="SarContentSanctionsType0")


@_attrs_define
class SarContentSanctionsType0:
    """For a threat with sanctions alerts: what a filer needs of the list; null otherwise.

    Attributes:
        entries (list['SarContentSanctionsType0EntriesItem']): The sanctions list entries the activity dealt with, as
            the alerts matched them.
        blocking_report (str): The separate report a sanctions case calls for: property of a blocked person is blocked
            and reported to OFAC within 10 business days (31 CFR 501.603), a rejected transaction likewise (501.604). A SAR
            does not replace it.
    """

    entries: list["SarContentSanctionsType0EntriesItem"]
    blocking_report: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        blocking_report = self.blocking_report

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "entries": entries,
                "blocking_report": blocking_report,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sar_content_sanctions_type_0_entries_item import (
            SarContentSanctionsType0EntriesItem,
        )

        d = dict(src_dict)
        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = SarContentSanctionsType0EntriesItem.from_dict(
                entries_item_data
            )

            entries.append(entries_item)

        blocking_report = d.pop("blocking_report")

        sar_content_sanctions_type_0 = cls(
            entries=entries,
            blocking_report=blocking_report,
        )

        sar_content_sanctions_type_0.additional_properties = d
        return sar_content_sanctions_type_0

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
