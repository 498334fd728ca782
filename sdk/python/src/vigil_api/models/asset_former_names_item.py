import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

T = TypeVar("T", bound="AssetFormerNamesItem")


@_attrs_define
class AssetFormerNamesItem:
    """
    Attributes:
        name (str):
        from_ (datetime.datetime): When a report first gave it. RFC 3339, UTC, milliseconds.
        to (datetime.datetime): When the next name began. RFC 3339, UTC, milliseconds.
    """

    name: str
    from_: datetime.datetime
    to: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        from_ = self.from_.isoformat()

        to = self.to.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "from": from_,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        from_ = isoparse(d.pop("from"))

        to = isoparse(d.pop("to"))

        asset_former_names_item = cls(
            name=name,
            from_=from_,
            to=to,
        )

        return asset_former_names_item
