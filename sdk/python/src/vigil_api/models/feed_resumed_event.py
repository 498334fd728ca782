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
    from ..models.feed_resumed_event_data import FeedResumedEventData


T = TypeVar("T", bound="FeedResumedEvent")


@_attrs_define
class FeedResumedEvent:
    """
    Attributes:
        type_ (Literal['feed.resumed']):
        timestamp (datetime.datetime): When the event happened, RFC 3339 UTC.
        data (FeedResumedEventData):
    """

    type_: Literal["feed.resumed"]
    timestamp: datetime.datetime
    data: "FeedResumedEventData"

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
        from ..models.feed_resumed_event_data import FeedResumedEventData

        d = dict(src_dict)
        type_ = cast(Literal["feed.resumed"], d.pop("type"))
        if type_ != "feed.resumed":
            raise ValueError(f"type must match const 'feed.resumed', got '{type_}'")

        timestamp = isoparse(d.pop("timestamp"))

        data = FeedResumedEventData.from_dict(d.pop("data"))

        feed_resumed_event = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return feed_resumed_event
