from enum import Enum


class ScreeningMatchExposure(str, Enum):
    DIRECT = "direct"
    INDIRECT = "indirect"
    OWNERSHIP = "ownership"

    def __str__(self) -> str:
        return str(self.value)
