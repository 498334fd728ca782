import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

T = TypeVar("T", bound="ScreeningRecordLabelsItem")


@_attrs_define
class ScreeningRecordLabelsItem:
    """
    Attributes:
        id (str): The label (`lbl_…`).
        chain (str):
        address (str): The address the label is on.
        label (str):
        category (str):
        confidence (int):
        created_at (datetime.datetime): When it was made. RFC 3339, UTC, milliseconds.
        created_by (Union[None, str]): The key that made it.
        removed_at (Union[None, datetime.datetime]): When it was removed (after the screening), if it was. RFC 3339,
            UTC, milliseconds.
        removed_by (Union[None, str]): The key that removed it.
    """

    id: str
    chain: str
    address: str
    label: str
    category: str
    confidence: int
    created_at: datetime.datetime
    created_by: Union[None, str]
    removed_at: Union[None, datetime.datetime]
    removed_by: Union[None, str]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        chain = self.chain

        address = self.address

        label = self.label

        category = self.category

        confidence = self.confidence

        created_at = self.created_at.isoformat()

        created_by: Union[None, str]
        created_by = self.created_by

        removed_at: Union[None, str]
        if isinstance(self.removed_at, datetime.datetime):
            removed_at = self.removed_at.isoformat()
        else:
            removed_at = self.removed_at

        removed_by: Union[None, str]
        removed_by = self.removed_by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "chain": chain,
                "address": address,
                "label": label,
                "category": category,
                "confidence": confidence,
                "created_at": created_at,
                "created_by": created_by,
                "removed_at": removed_at,
                "removed_by": removed_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        chain = d.pop("chain")

        address = d.pop("address")

        label = d.pop("label")

        category = d.pop("category")

        confidence = d.pop("confidence")

        created_at = isoparse(d.pop("created_at"))

        def _parse_created_by(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        created_by = _parse_created_by(d.pop("created_by"))

        def _parse_removed_at(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                removed_at_type_0 = isoparse(data)

                return removed_at_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        removed_at = _parse_removed_at(d.pop("removed_at"))

        def _parse_removed_by(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        removed_by = _parse_removed_by(d.pop("removed_by"))

        screening_record_labels_item = cls(
            id=id,
            chain=chain,
            address=address,
            label=label,
            category=category,
            confidence=confidence,
            created_at=created_at,
            created_by=created_by,
            removed_at=removed_at,
            removed_by=removed_by,
        )

        return screening_record_labels_item
