import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

if TYPE_CHECKING:
    from ..models.feed_resumed_event_data_source import FeedResumedEventDataSource


T = TypeVar("T", bound="FeedResumedEventData")


@_attrs_define
class FeedResumedEventData:
    """
    Attributes:
        source (FeedResumedEventDataSource): Where positions come from.
        last_heard_at (datetime.datetime): When its last batch before the silence arrived. RFC 3339, UTC, milliseconds.
        silent_since (datetime.datetime): The same: when the silence began. RFC 3339, UTC, milliseconds.
        resumed_at (datetime.datetime): When it was heard again. RFC 3339, UTC, milliseconds.
    """

    source: "FeedResumedEventDataSource"
    last_heard_at: datetime.datetime
    silent_since: datetime.datetime
    resumed_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        source = self.source.to_dict()

        last_heard_at = self.last_heard_at.isoformat()

        silent_since = self.silent_since.isoformat()

        resumed_at = self.resumed_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "source": source,
                "last_heard_at": last_heard_at,
                "silent_since": silent_since,
                "resumed_at": resumed_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.feed_resumed_event_data_source import FeedResumedEventDataSource

        d = dict(src_dict)
        source = FeedResumedEventDataSource.from_dict(d.pop("source"))

        last_heard_at = isoparse(d.pop("last_heard_at"))

        silent_since = isoparse(d.pop("silent_since"))

        resumed_at = isoparse(d.pop("resumed_at"))

        feed_resumed_event_data = cls(
            source=source,
            last_heard_at=last_heard_at,
            silent_since=silent_since,
            resumed_at=resumed_at,
        )

        return feed_resumed_event_data
