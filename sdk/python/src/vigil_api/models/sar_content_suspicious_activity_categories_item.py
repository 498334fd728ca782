from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SarContentSuspiciousActivityCategoriesItem")


@_attrs_define
class SarContentSuspiciousActivityCategoriesItem:
    """
    Attributes:
        item (int): The FinCEN SAR item, 29–38.
        category (str): E.g. `Money laundering`.
        subtype (str): The box ticked, e.g. `Suspicious use of multiple accounts`, or `Other`.
        other_text (Union[None, str]): For `Other`: the text the form asks for.
        typologies (list[str]): The typologies of the threat that led to it.
    """

    item: int
    category: str
    subtype: str
    other_text: Union[None, str]
    typologies: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        item = self.item

        category = self.category

        subtype = self.subtype

        other_text: Union[None, str]
        other_text = self.other_text

        typologies = self.typologies

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "item": item,
                "category": category,
                "subtype": subtype,
                "other_text": other_text,
                "typologies": typologies,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        item = d.pop("item")

        category = d.pop("category")

        subtype = d.pop("subtype")

        def _parse_other_text(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        other_text = _parse_other_text(d.pop("other_text"))

        typologies = cast(list[str], d.pop("typologies"))

        sar_content_suspicious_activity_categories_item = cls(
            item=item,
            category=category,
            subtype=subtype,
            other_text=other_text,
            typologies=typologies,
        )

        sar_content_suspicious_activity_categories_item.additional_properties = d
        return sar_content_suspicious_activity_categories_item

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
