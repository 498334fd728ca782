from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.sar_content_narrative_sentences_item import (
        SarContentNarrativeSentencesItem,
    )


T = TypeVar("T", bound="SarContentNarrative")


@_attrs_define
class SarContentNarrative:
    """Part V: the narrative, written from the threat’s facts.

    Attributes:
        text (str): The whole narrative, its sections in order.
        who (str):
        what (str):
        when (str):
        where (str):
        why (str):
        how (str):
        sentences (list['SarContentNarrativeSentencesItem']): Every sentence of the narrative, in order, with the facts
            it rests on.
    """

    text: str
    who: str
    what: str
    when: str
    where: str
    why: str
    how: str
    sentences: list["SarContentNarrativeSentencesItem"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        text = self.text

        who = self.who

        what = self.what

        when = self.when

        where = self.where

        why = self.why

        how = self.how

        sentences = []
        for sentences_item_data in self.sentences:
            sentences_item = sentences_item_data.to_dict()
            sentences.append(sentences_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "text": text,
                "who": who,
                "what": what,
                "when": when,
                "where": where,
                "why": why,
                "how": how,
                "sentences": sentences,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sar_content_narrative_sentences_item import (
            SarContentNarrativeSentencesItem,
        )

        d = dict(src_dict)
        text = d.pop("text")

        who = d.pop("who")

        what = d.pop("what")

        when = d.pop("when")

        where = d.pop("where")

        why = d.pop("why")

        how = d.pop("how")

        sentences = []
        _sentences = d.pop("sentences")
        for sentences_item_data in _sentences:
            sentences_item = SarContentNarrativeSentencesItem.from_dict(
                sentences_item_data
            )

            sentences.append(sentences_item)

        sar_content_narrative = cls(
            text=text,
            who=who,
            what=what,
            when=when,
            where=where,
            why=why,
            how=how,
            sentences=sentences,
        )

        sar_content_narrative.additional_properties = d
        return sar_content_narrative

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
