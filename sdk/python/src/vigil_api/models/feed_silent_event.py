import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

if TYPE_CHECKING:
    from ..models.feed_silent_event_data import FeedSilentEventData


T = TypeVar("T", bound="FeedSilentEvent")


@_attrs_define
class FeedSilentEvent:
    """
    Attributes:
        type_ (Literal['feed.silent']):
        timestamp (datetime.datetime): When the event happened, RFC 3339 UTC.
        data (FeedSilentEventData):
    """

    type_: Literal["feed.silent"]
    timestamp: datetime.datetime
    data: "FeedSilentEventData"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        timestamp = self.timestamp.isoformat()

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "timestamp": timestamp,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.feed_silent_event_data import FeedSilentEventData

        d = dict(src_dict)
        type_ = cast(Literal["feed.silent"], d.pop("type"))
        if type_ != "feed.silent":
            raise ValueError(f"type must match const 'feed.silent', got '{type_}'")

        timestamp = isoparse(d.pop("timestamp"))

        data = FeedSilentEventData.from_dict(d.pop("data"))

        feed_silent_event = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return feed_silent_event
