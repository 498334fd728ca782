from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="NameScreeningCandidatesItem")


@_attrs_define
class NameScreeningCandidatesItem:
    """
    Attributes:
        score (float): How alike the names are, 0–100 (docs/lists.md gives the method).
        list_ (str): The list, e.g. `ofac_sdn`.
        list_version (str): The version of the list in force (OFAC: its issue date).
        entry_id (str): The entry’s id in its list (OFAC: its profile id).
        kind (str): `individual`, `entity`, `vessel`, `aircraft` or `other`, as the list files it.
        name (str): The entry’s name as the list writes it.
        matched_name (str): The entry’s name or alias that matched best, as the list writes it.
        programs (list[str]): Sanctions programmes, e.g. `RUSSIA-EO14024`.
        reasons (list[str]): Why it matched: which name, the words paired (with their likeness when not equal), the
            listed words not given; then what the type, birth date and country asked say, or that they were not compared.
    """

    score: float
    list_: str
    list_version: str
    entry_id: str
    kind: str
    name: str
    matched_name: str
    programs: list[str]
    reasons: list[str]

    def to_dict(self) -> dict[str, Any]:
        score = self.score

        list_ = self.list_

        list_version = self.list_version

        entry_id = self.entry_id

        kind = self.kind

        name = self.name

        matched_name = self.matched_name

        programs = self.programs

        reasons = self.reasons

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "score": score,
                "list": list_,
                "list_version": list_version,
                "entry_id": entry_id,
                "kind": kind,
                "name": name,
                "matched_name": matched_name,
                "programs": programs,
                "reasons": reasons,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        score = d.pop("score")

        list_ = d.pop("list")

        list_version = d.pop("list_version")

        entry_id = d.pop("entry_id")

        kind = d.pop("kind")

        name = d.pop("name")

        matched_name = d.pop("matched_name")

        programs = cast(list[str], d.pop("programs"))

        reasons = cast(list[str], d.pop("reasons"))

        name_screening_candidates_item = cls(
            score=score,
            list_=list_,
            list_version=list_version,
            entry_id=entry_id,
            kind=kind,
            name=name,
            matched_name=matched_name,
            programs=programs,
            reasons=reasons,
        )

        return name_screening_candidates_item
