from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
)

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.name_screening_candidates_item import NameScreeningCandidatesItem
    from ..models.name_screening_excluded_item import NameScreeningExcludedItem
    from ..models.name_screening_lists_item import NameScreeningListsItem


T = TypeVar("T", bound="NameScreening")


@_attrs_define
class NameScreening:
    """
    Attributes:
        candidates (list['NameScreeningCandidatesItem']): Best first; at most `limit`.
        excluded (list['NameScreeningExcludedItem']): Entries whose names matched but whose birth date or country, as
            the list gives them, contradict the ones asked: left out of `candidates`, and said so.
        lists (list['NameScreeningListsItem']): The lists searched, with their versions; empty when none is loaded, so
            nothing was searched.
        min_score (float): The floor applied.
    """

    candidates: list["NameScreeningCandidatesItem"]
    excluded: list["NameScreeningExcludedItem"]
    lists: list["NameScreeningListsItem"]
    min_score: float

    def to_dict(self) -> dict[str, Any]:
        candidates = []
        for candidates_item_data in self.candidates:
            candidates_item = candidates_item_data.to_dict()
            candidates.append(candidates_item)

        excluded = []
        for excluded_item_data in self.excluded:
            excluded_item = excluded_item_data.to_dict()
            excluded.append(excluded_item)

        lists = []
        for lists_item_data in self.lists:
            lists_item = lists_item_data.to_dict()
            lists.append(lists_item)

        min_score = self.min_score

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "candidates": candidates,
                "excluded": excluded,
                "lists": lists,
                "min_score": min_score,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.name_screening_candidates_item import NameScreeningCandidatesItem
        from ..models.name_screening_excluded_item import NameScreeningExcludedItem
        from ..models.name_screening_lists_item import NameScreeningListsItem

        d = dict(src_dict)
        candidates = []
        _candidates = d.pop("candidates")
        for candidates_item_data in _candidates:
            candidates_item = NameScreeningCandidatesItem.from_dict(
                candidates_item_data
            )

            candidates.append(candidates_item)

        excluded = []
        _excluded = d.pop("excluded")
        for excluded_item_data in _excluded:
            excluded_item = NameScreeningExcludedItem.from_dict(excluded_item_data)

            excluded.append(excluded_item)

        lists = []
        _lists = d.pop("lists")
        for lists_item_data in _lists:
            lists_item = NameScreeningListsItem.from_dict(lists_item_data)

            lists.append(lists_item)

        min_score = d.pop("min_score")

        name_screening = cls(
            candidates=candidates,
            excluded=excluded,
            lists=lists,
            min_score=min_score,
        )

        return name_screening
