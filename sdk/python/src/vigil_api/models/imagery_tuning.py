from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.imagery_tuning_mutes_item import ImageryTuningMutesItem
    from ..models.imagery_tuning_thresholds_item import ImageryTuningThresholdsItem


T = TypeVar("T", bound="ImageryTuning")


@_attrs_define
class ImageryTuning:
    """How feedback has tuned imagery detection at a site.

    Attributes:
        thresholds (list['ImageryTuningThresholdsItem']):
        mutes (list['ImageryTuningMutesItem']): Areas in force where a repeat of the same change is kept suppressed.
    """

    thresholds: list["ImageryTuningThresholdsItem"]
    mutes: list["ImageryTuningMutesItem"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        thresholds = []
        for thresholds_item_data in self.thresholds:
            thresholds_item = thresholds_item_data.to_dict()
            thresholds.append(thresholds_item)

        mutes = []
        for mutes_item_data in self.mutes:
            mutes_item = mutes_item_data.to_dict()
            mutes.append(mutes_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "thresholds": thresholds,
                "mutes": mutes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.imagery_tuning_mutes_item import ImageryTuningMutesItem
        from ..models.imagery_tuning_thresholds_item import ImageryTuningThresholdsItem

        d = dict(src_dict)
        thresholds = []
        _thresholds = d.pop("thresholds")
        for thresholds_item_data in _thresholds:
            thresholds_item = ImageryTuningThresholdsItem.from_dict(
                thresholds_item_data
            )

            thresholds.append(thresholds_item)

        mutes = []
        _mutes = d.pop("mutes")
        for mutes_item_data in _mutes:
            mutes_item = ImageryTuningMutesItem.from_dict(mutes_item_data)

            mutes.append(mutes_item)

        imagery_tuning = cls(
            thresholds=thresholds,
            mutes=mutes,
        )

        imagery_tuning.additional_properties = d
        return imagery_tuning

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
