from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

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
    """

    text: str
    who: str
    what: str
    when: str
    where: str
    why: str
    how: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        text = self.text

        who = self.who

        what = self.what

        when = self.when

        where = self.where

        why = self.why

        how = self.how

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
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        text = d.pop("text")

        who = d.pop("who")

        what = d.pop("what")

        when = d.pop("when")

        where = d.pop("where")

        why = d.pop("why")

        how = d.pop("how")

        sar_content_narrative = cls(
            text=text,
            who=who,
            what=what,
            when=when,
            where=where,
            why=why,
            how=how,
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
