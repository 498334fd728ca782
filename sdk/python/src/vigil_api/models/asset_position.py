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

from ..models.asset_position_reason_type_1 import AssetPositionReasonType1
from ..models.asset_position_reason_type_2_type_1 import AssetPositionReasonType2Type1
from ..models.asset_position_reason_type_3_type_1 import AssetPositionReasonType3Type1

if TYPE_CHECKING:
    from ..models.asset_position_after_type_0 import AssetPositionAfterType0
    from ..models.asset_position_before_type_0 import AssetPositionBeforeType0
    from ..models.asset_position_position_type_0 import AssetPositionPositionType0


T = TypeVar("T", bound="AssetPosition")


@_attrs_define
class AssetPosition:
    """Where an asset was at a given time.

    Attributes:
        asset_id (str):
        at (datetime.datetime): The time asked about. RFC 3339, UTC, milliseconds.
        position (Union['AssetPositionPositionType0', None]): Where the asset was: the fix at that instant, or a point
            interpolated between `before` and `after` (then `speed_kn` is the leg’s mean speed over ground, `course_deg` the
            course along it and `heading_deg` null). Null when Vigil cannot say; `reason` tells why.
        interpolated (bool): True when `position` is an estimate between two fixes, not a report.
        reason (Union[AssetPositionReasonType1, AssetPositionReasonType2Type1, AssetPositionReasonType3Type1, None]):
            Why there is no position: no positions stored, the time is before the first or after the last, or the fixes
            either side are further apart than `max_gap_s`.
        before (Union['AssetPositionBeforeType0', None]): The last stored fix at or before `at`.
        after (Union['AssetPositionAfterType0', None]): The first stored fix at or after `at`.
    """

    asset_id: str
    at: datetime.datetime
    position: Union["AssetPositionPositionType0", None]
    interpolated: bool
    reason: Union[
        AssetPositionReasonType1,
        AssetPositionReasonType2Type1,
        AssetPositionReasonType3Type1,
        None,
    ]
    before: Union["AssetPositionBeforeType0", None]
    after: Union["AssetPositionAfterType0", None]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.asset_position_after_type_0 import AssetPositionAfterType0
        from ..models.asset_position_before_type_0 import AssetPositionBeforeType0
        from ..models.asset_position_position_type_0 import AssetPositionPositionType0

        asset_id = self.asset_id

        at = self.at.isoformat()

        position: Union[None, dict[str, Any]]
        if isinstance(self.position, AssetPositionPositionType0):
            position = self.position.to_dict()
        else:
            position = self.position

        interpolated = self.interpolated

        reason: Union[None, str]
        if isinstance(self.reason, AssetPositionReasonType1):
            reason = self.reason.value
        elif isinstance(self.reason, AssetPositionReasonType2Type1):
            reason = self.reason.value
        elif isinstance(self.reason, AssetPositionReasonType3Type1):
            reason = self.reason.value
        else:
            reason = self.reason

        before: Union[None, dict[str, Any]]
        if isinstance(self.before, AssetPositionBeforeType0):
            before = self.before.to_dict()
        else:
            before = self.before

        after: Union[None, dict[str, Any]]
        if isinstance(self.after, AssetPositionAfterType0):
            after = self.after.to_dict()
        else:
            after = self.after

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "asset_id": asset_id,
                "at": at,
                "position": position,
                "interpolated": interpolated,
                "reason": reason,
                "before": before,
                "after": after,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.asset_position_after_type_0 import AssetPositionAfterType0
        from ..models.asset_position_before_type_0 import AssetPositionBeforeType0
        from ..models.asset_position_position_type_0 import AssetPositionPositionType0

        d = dict(src_dict)
        asset_id = d.pop("asset_id")

        at = isoparse(d.pop("at"))

        def _parse_position(data: object) -> Union["AssetPositionPositionType0", None]:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                position_type_0 = AssetPositionPositionType0.from_dict(data)

                return position_type_0
            except:  # noqa: E722
                pass
            return cast(Union["AssetPositionPositionType0", None], data)

        position = _parse_position(d.pop("position"))

        interpolated = d.pop("interpolated")

        def _parse_reason(
            data: object,
        ) -> Union[
            AssetPositionReasonType1,
            AssetPositionReasonType2Type1,
            AssetPositionReasonType3Type1,
            None,
        ]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_1 = AssetPositionReasonType1(data)

                return reason_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_2_type_1 = AssetPositionReasonType2Type1(data)

                return reason_type_2_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_3_type_1 = AssetPositionReasonType3Type1(data)

                return reason_type_3_type_1
            except:  # noqa: E722
                pass
            return cast(
                Union[
                    AssetPositionReasonType1,
                    AssetPositionReasonType2Type1,
                    AssetPositionReasonType3Type1,
                    None,
                ],
                data,
            )

        reason = _parse_reason(d.pop("reason"))

        def _parse_before(data: object) -> Union["AssetPositionBeforeType0", None]:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                before_type_0 = AssetPositionBeforeType0.from_dict(data)

                return before_type_0
            except:  # noqa: E722
                pass
            return cast(Union["AssetPositionBeforeType0", None], data)

        before = _parse_before(d.pop("before"))

        def _parse_after(data: object) -> Union["AssetPositionAfterType0", None]:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                after_type_0 = AssetPositionAfterType0.from_dict(data)

                return after_type_0
            except:  # noqa: E722
                pass
            return cast(Union["AssetPositionAfterType0", None], data)

        after = _parse_after(d.pop("after"))

        asset_position = cls(
            asset_id=asset_id,
            at=at,
            position=position,
            interpolated=interpolated,
            reason=reason,
            before=before,
            after=after,
        )

        asset_position.additional_properties = d
        return asset_position

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
