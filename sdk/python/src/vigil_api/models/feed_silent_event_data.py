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
    from ..models.feed_silent_event_data_source import FeedSilentEventDataSource


T = TypeVar("T", bound="FeedSilentEventData")


@_attrs_define
class FeedSilentEventData:
    """
    Attributes:
        source (FeedSilentEventDataSource): Where positions come from.
        last_heard_at (datetime.datetime): When its last batch of positions arrived. RFC 3339, UTC, milliseconds.
        silent_for_s (int): Seconds since then.
        threshold_s (int): The silence that counts for this source: ten of its usual gaps between batches, from 2
            minutes to 12 hours (10 minutes before its cadence is known).
    """

    source: "FeedSilentEventDataSource"
    last_heard_at: datetime.datetime
    silent_for_s: int
    threshold_s: int

    def to_dict(self) -> dict[str, Any]:
        source = self.source.to_dict()

        last_heard_at = self.last_heard_at.isoformat()

        silent_for_s = self.silent_for_s

        threshold_s = self.threshold_s

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "source": source,
                "last_heard_at": last_heard_at,
                "silent_for_s": silent_for_s,
                "threshold_s": threshold_s,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.feed_silent_event_data_source import FeedSilentEventDataSource

        d = dict(src_dict)
        source = FeedSilentEventDataSource.from_dict(d.pop("source"))

        last_heard_at = isoparse(d.pop("last_heard_at"))

        silent_for_s = d.pop("silent_for_s")

        threshold_s = d.pop("threshold_s")

        feed_silent_event_data = cls(
            source=source,
            last_heard_at=last_heard_at,
            silent_for_s=silent_for_s,
            threshold_s=threshold_s,
        )

        return feed_silent_event_data
