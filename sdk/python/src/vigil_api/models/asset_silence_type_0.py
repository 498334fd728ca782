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

T = TypeVar("T", bound="AssetSilenceType0")


@_attrs_define
class AssetSilenceType0:
    """The newest time the asset went dark (`asset.dark`); null if it never has.

    Attributes:
        started_at (datetime.datetime): The last position before the silence. RFC 3339, UTC, milliseconds.
        detected_at (datetime.datetime): When dark watch reported it. RFC 3339, UTC, milliseconds.
        threshold_s (int): The silence, seconds, that counted as dark.
        ended_at (Union[None, datetime.datetime]): The first position after it; null while the asset is still silent.
            RFC 3339, UTC, milliseconds.
    """

    started_at: datetime.datetime
    detected_at: datetime.datetime
    threshold_s: int
    ended_at: Union[None, datetime.datetime]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        started_at = self.started_at.isoformat()

        detected_at = self.detected_at.isoformat()

        threshold_s = self.threshold_s

        ended_at: Union[None, str]
        if isinstance(self.ended_at, datetime.datetime):
            ended_at = self.ended_at.isoformat()
        else:
            ended_at = self.ended_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "started_at": started_at,
                "detected_at": detected_at,
                "threshold_s": threshold_s,
                "ended_at": ended_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        started_at = isoparse(d.pop("started_at"))

        detected_at = isoparse(d.pop("detected_at"))

        threshold_s = d.pop("threshold_s")

        def _parse_ended_at(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ended_at_type_0 = isoparse(data)

                return ended_at_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        ended_at = _parse_ended_at(d.pop("ended_at"))

        asset_silence_type_0 = cls(
            started_at=started_at,
            detected_at=detected_at,
            threshold_s=threshold_s,
            ended_at=ended_at,
        )

        asset_silence_type_0.additional_properties = d
        return asset_silence_type_0

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
