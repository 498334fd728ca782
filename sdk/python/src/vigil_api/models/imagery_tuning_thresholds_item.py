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

from ..models.imagery_tuning_thresholds_item_type import ImageryTuningThresholdsItemType

T = TypeVar("T", bound="ImageryTuningThresholdsItem")


@_attrs_define
class ImageryTuningThresholdsItem:
    """
    Attributes:
        type_ (ImageryTuningThresholdsItemType):
        index (str): What the threshold is compared with.
        threshold (float): In force at this site.
        default_threshold (float): The default; feedback never sets the threshold below it.
        max_threshold (float): The highest feedback may set.
        min_area_m2 (float): The minimum mapping unit in force, m².
        default_min_area_m2 (float):
        max_min_area_m2 (float):
        updated_at (Union[None, datetime.datetime]): When feedback last changed them; null: the defaults. RFC 3339, UTC,
            milliseconds.
    """

    type_: ImageryTuningThresholdsItemType
    index: str
    threshold: float
    default_threshold: float
    max_threshold: float
    min_area_m2: float
    default_min_area_m2: float
    max_min_area_m2: float
    updated_at: Union[None, datetime.datetime]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        index = self.index

        threshold = self.threshold

        default_threshold = self.default_threshold

        max_threshold = self.max_threshold

        min_area_m2 = self.min_area_m2

        default_min_area_m2 = self.default_min_area_m2

        max_min_area_m2 = self.max_min_area_m2

        updated_at: Union[None, str]
        if isinstance(self.updated_at, datetime.datetime):
            updated_at = self.updated_at.isoformat()
        else:
            updated_at = self.updated_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "index": index,
                "threshold": threshold,
                "default_threshold": default_threshold,
                "max_threshold": max_threshold,
                "min_area_m2": min_area_m2,
                "default_min_area_m2": default_min_area_m2,
                "max_min_area_m2": max_min_area_m2,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = ImageryTuningThresholdsItemType(d.pop("type"))

        index = d.pop("index")

        threshold = d.pop("threshold")

        default_threshold = d.pop("default_threshold")

        max_threshold = d.pop("max_threshold")

        min_area_m2 = d.pop("min_area_m2")

        default_min_area_m2 = d.pop("default_min_area_m2")

        max_min_area_m2 = d.pop("max_min_area_m2")

        def _parse_updated_at(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                updated_at_type_0 = isoparse(data)

                return updated_at_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        updated_at = _parse_updated_at(d.pop("updated_at"))

        imagery_tuning_thresholds_item = cls(
            type_=type_,
            index=index,
            threshold=threshold,
            default_threshold=default_threshold,
            max_threshold=max_threshold,
            min_area_m2=min_area_m2,
            default_min_area_m2=default_min_area_m2,
            max_min_area_m2=max_min_area_m2,
            updated_at=updated_at,
        )

        imagery_tuning_thresholds_item.additional_properties = d
        return imagery_tuning_thresholds_item

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
