from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SiteReportContentDetectionsFeedback")


@_attrs_define
class SiteReportContentDetectionsFeedback:
    """
    Attributes:
        useful (int): Detections marked useful.
        not_useful (int): Detections marked not useful.
        unrated (int): Detections without feedback.
        useful_share (Union[None, float]): useful / (useful + not_useful); null when none is rated.
    """

    useful: int
    not_useful: int
    unrated: int
    useful_share: Union[None, float]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        useful = self.useful

        not_useful = self.not_useful

        unrated = self.unrated

        useful_share: Union[None, float]
        useful_share = self.useful_share

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "useful": useful,
                "not_useful": not_useful,
                "unrated": unrated,
                "useful_share": useful_share,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        useful = d.pop("useful")

        not_useful = d.pop("not_useful")

        unrated = d.pop("unrated")

        def _parse_useful_share(data: object) -> Union[None, float]:
            if data is None:
                return data
            return cast(Union[None, float], data)

        useful_share = _parse_useful_share(d.pop("useful_share"))

        site_report_content_detections_feedback = cls(
            useful=useful,
            not_useful=not_useful,
            unrated=unrated,
            useful_share=useful_share,
        )

        site_report_content_detections_feedback.additional_properties = d
        return site_report_content_detections_feedback

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
