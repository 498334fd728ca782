from enum import Enum


class SarContentSuspiciousActivityCyberIndicatorsItemIndicator(str, Enum):
    OTHER = "Other"

    def __str__(self) -> str:
        return str(self.value)
