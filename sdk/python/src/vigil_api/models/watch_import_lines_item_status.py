from enum import Enum


class WatchImportLinesItemStatus(str, Enum):
    DUPLICATE = "duplicate"
    EXISTS = "exists"
    REJECTED = "rejected"

    def __str__(self) -> str:
        return str(self.value)
