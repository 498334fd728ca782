from enum import Enum


class ListWatchesRiskCategory(str, Enum):
    HIGH = "high"
    LOW = "low"
    MEDIUM = "medium"
    NONE = "none"
    SEVERE = "severe"

    def __str__(self) -> str:
        return str(self.value)
