from enum import Enum


class FeedSilentEventDataSourceKind(str, Enum):
    FEED = "feed"
    KEY = "key"

    def __str__(self) -> str:
        return str(self.value)
