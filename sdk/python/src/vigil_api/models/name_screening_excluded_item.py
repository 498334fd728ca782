from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="NameScreeningExcludedItem")


@_attrs_define
class NameScreeningExcludedItem:
    """
    Attributes:
        list_ (str):
        entry_id (str):
        name (str):
        matched_name (str):
        score (float):
        reason (str): The birth date or country the list gives, which the one asked is not.
    """

    list_: str
    entry_id: str
    name: str
    matched_name: str
    score: float
    reason: str

    def to_dict(self) -> dict[str, Any]:
        list_ = self.list_

        entry_id = self.entry_id

        name = self.name

        matched_name = self.matched_name

        score = self.score

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "list": list_,
                "entry_id": entry_id,
                "name": name,
                "matched_name": matched_name,
                "score": score,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        list_ = d.pop("list")

        entry_id = d.pop("entry_id")

        name = d.pop("name")

        matched_name = d.pop("matched_name")

        score = d.pop("score")

        reason = d.pop("reason")

        name_screening_excluded_item = cls(
            list_=list_,
            entry_id=entry_id,
            name=name,
            matched_name=matched_name,
            score=score,
            reason=reason,
        )

        return name_screening_excluded_item
