from enum import Enum


class WatchRiskCategoryType3Type1(str, Enum):
    HIGH = "high"
    LOW = "low"
    MEDIUM = "medium"
    NONE = "none"
    SEVERE = "severe"

    def __str__(self) -> str:
        return str(self.value)
