from enum import Enum


class FeedResumedEventDataSourceKind(str, Enum):
    FEED = "feed"
    KEY = "key"

    def __str__(self) -> str:
        return str(self.value)
