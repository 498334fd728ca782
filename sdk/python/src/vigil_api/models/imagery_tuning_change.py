import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from dateutil.parser import isoparse

from ..models.imagery_tuning_change_change import ImageryTuningChangeChange

T = TypeVar("T", bound="ImageryTuningChange")


@_attrs_define
class ImageryTuningChange:
    """One change feedback made to a site’s imagery detection.

    Attributes:
        id (str): The log entry (`tune_…`).
        type_ (str):
        change (ImageryTuningChangeChange):
        before (Union[None, float]):
        after (Union[None, float]):
        mute_id (Union[None, str]):
        reason (str):
        feedback (list[str]): The detections whose feedback made the change.
        created_at (datetime.datetime): When. RFC 3339, UTC, milliseconds.
    """

    id: str
    type_: str
    change: ImageryTuningChangeChange
    before: Union[None, float]
    after: Union[None, float]
    mute_id: Union[None, str]
    reason: str
    feedback: list[str]
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_ = self.type_

        change = self.change.value

        before: Union[None, float]
        before = self.before

        after: Union[None, float]
        after = self.after

        mute_id: Union[None, str]
        mute_id = self.mute_id

        reason = self.reason

        feedback = self.feedback

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "type": type_,
                "change": change,
                "before": before,
                "after": after,
                "mute_id": mute_id,
                "reason": reason,
                "feedback": feedback,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        type_ = d.pop("type")

        change = ImageryTuningChangeChange(d.pop("change"))

        def _parse_before(data: object) -> Union[None, float]:
            if data is None:
                return data
            return cast(Union[None, float], data)

        before = _parse_before(d.pop("before"))

        def _parse_after(data: object) -> Union[None, float]:
            if data is None:
                return data
            return cast(Union[None, float], data)

        after = _parse_after(d.pop("after"))

        def _parse_mute_id(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        mute_id = _parse_mute_id(d.pop("mute_id"))

        reason = d.pop("reason")

        feedback = cast(list[str], d.pop("feedback"))

        created_at = isoparse(d.pop("created_at"))

        imagery_tuning_change = cls(
            id=id,
            type_=type_,
            change=change,
            before=before,
            after=after,
            mute_id=mute_id,
            reason=reason,
            feedback=feedback,
            created_at=created_at,
        )

        imagery_tuning_change.additional_properties = d
        return imagery_tuning_change

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
