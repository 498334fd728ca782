from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define

from ..models.update_alert_request_status import UpdateAlertRequestStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.update_alert_request_channel import UpdateAlertRequestChannel


T = TypeVar("T", bound="UpdateAlertRequest")


@_attrs_define
class UpdateAlertRequest:
    """
    Attributes:
        name (Union[None, Unset, str]):
        min_confidence (Union[None, Unset, float]):
        channel (Union[Unset, UpdateAlertRequestChannel]): Where a triggered rule is delivered.
        status (Union[Unset, UpdateAlertRequestStatus]): `paused`: kept but evaluated no more.
    """

    name: Union[None, Unset, str] = UNSET
    min_confidence: Union[None, Unset, float] = UNSET
    channel: Union[Unset, "UpdateAlertRequestChannel"] = UNSET
    status: Union[Unset, UpdateAlertRequestStatus] = UNSET

    def to_dict(self) -> dict[str, Any]:
        name: Union[None, Unset, str]
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        min_confidence: Union[None, Unset, float]
        if isinstance(self.min_confidence, Unset):
            min_confidence = UNSET
        else:
            min_confidence = self.min_confidence

        channel: Union[Unset, dict[str, Any]] = UNSET
        if not isinstance(self.channel, Unset):
            channel = self.channel.to_dict()

        status: Union[Unset, str] = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if min_confidence is not UNSET:
            field_dict["min_confidence"] = min_confidence
        if channel is not UNSET:
            field_dict["channel"] = channel
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.update_alert_request_channel import UpdateAlertRequestChannel

        d = dict(src_dict)

        def _parse_name(data: object) -> Union[None, Unset, str]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(Union[None, Unset, str], data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_min_confidence(data: object) -> Union[None, Unset, float]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(Union[None, Unset, float], data)

        min_confidence = _parse_min_confidence(d.pop("min_confidence", UNSET))

        _channel = d.pop("channel", UNSET)
        channel: Union[Unset, UpdateAlertRequestChannel]
        if isinstance(_channel, Unset):
            channel = UNSET
        else:
            channel = UpdateAlertRequestChannel.from_dict(_channel)

        _status = d.pop("status", UNSET)
        status: Union[Unset, UpdateAlertRequestStatus]
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = UpdateAlertRequestStatus(_status)

        update_alert_request = cls(
            name=name,
            min_confidence=min_confidence,
            channel=channel,
            status=status,
        )

        return update_alert_request
