from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AssetSanctionsItemNameMatch")


@_attrs_define
class AssetSanctionsItemNameMatch:
    """Present when `matched_on` holds `name`.

    Attributes:
        name (str): The vessel’s name that matched, current or former, as AIS gave it.
        matched_name (str): The listed vessel’s name or alias it matched, as the list writes it.
        score (float): How alike, 0–100 (name screening’s score; 95 at least).
        former (bool): Whether the name is one the vessel carried before its current one.
    """

    name: str
    matched_name: str
    score: float
    former: bool

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        matched_name = self.matched_name

        score = self.score

        former = self.former

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "matched_name": matched_name,
                "score": score,
                "former": former,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        matched_name = d.pop("matched_name")

        score = d.pop("score")

        former = d.pop("former")

        asset_sanctions_item_name_match = cls(
            name=name,
            matched_name=matched_name,
            score=score,
            former=former,
        )

        return asset_sanctions_item_name_match
