from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.sar_content_narrative_sentences_item_section import (
    SarContentNarrativeSentencesItemSection,
)

T = TypeVar("T", bound="SarContentNarrativeSentencesItem")


@_attrs_define
class SarContentNarrativeSentencesItem:
    """
    Attributes:
        section (SarContentNarrativeSentencesItemSection):
        text (str):
        basis (list[str]): The facts of the threat the sentence says: `threat:thr_…`, `alert:alr_…`,
            `address:<chain>:<address>`, `entity:ent_…`, `account:<id>`, `transfer:<chain>:<tx_hash>`, `typology:<name>`.
    """

    section: SarContentNarrativeSentencesItemSection
    text: str
    basis: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        section = self.section.value

        text = self.text

        basis = self.basis

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "section": section,
                "text": text,
                "basis": basis,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        section = SarContentNarrativeSentencesItemSection(d.pop("section"))

        text = d.pop("text")

        basis = cast(list[str], d.pop("basis"))

        sar_content_narrative_sentences_item = cls(
            section=section,
            text=text,
            basis=basis,
        )

        sar_content_narrative_sentences_item.additional_properties = d
        return sar_content_narrative_sentences_item

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
