import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from dateutil.parser import isoparse

if TYPE_CHECKING:
    from ..models.site_state_feedback import SiteStateFeedback


T = TypeVar("T", bound="SiteState")


@_attrs_define
class SiteState:
    """What the site holds now.

    Attributes:
        detections_total (int):
        last_detection_at (Union[None, datetime.datetime]): When the newest detection was observed. RFC 3339, UTC,
            milliseconds.
        assets_inside (int): Vessels and aircraft whose last position, at most an hour old, lies inside.
        feedback (SiteStateFeedback):
        useful_share (Union[None, float]): Of the detections given feedback, the share marked useful; null before any.
    """

    detections_total: int
    last_detection_at: Union[None, datetime.datetime]
    assets_inside: int
    feedback: "SiteStateFeedback"
    useful_share: Union[None, float]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        detections_total = self.detections_total

        last_detection_at: Union[None, str]
        if isinstance(self.last_detection_at, datetime.datetime):
            last_detection_at = self.last_detection_at.isoformat()
        else:
            last_detection_at = self.last_detection_at

        assets_inside = self.assets_inside

        feedback = self.feedback.to_dict()

        useful_share: Union[None, float]
        useful_share = self.useful_share

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "detections_total": detections_total,
                "last_detection_at": last_detection_at,
                "assets_inside": assets_inside,
                "feedback": feedback,
                "useful_share": useful_share,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.site_state_feedback import SiteStateFeedback

        d = dict(src_dict)
        detections_total = d.pop("detections_total")

        def _parse_last_detection_at(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_detection_at_type_0 = isoparse(data)

                return last_detection_at_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        last_detection_at = _parse_last_detection_at(d.pop("last_detection_at"))

        assets_inside = d.pop("assets_inside")

        feedback = SiteStateFeedback.from_dict(d.pop("feedback"))

        def _parse_useful_share(data: object) -> Union[None, float]:
            if data is None:
                return data
            return cast(Union[None, float], data)

        useful_share = _parse_useful_share(d.pop("useful_share"))

        site_state = cls(
            detections_total=detections_total,
            last_detection_at=last_detection_at,
            assets_inside=assets_inside,
            feedback=feedback,
            useful_share=useful_share,
        )

        site_state.additional_properties = d
        return site_state

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
