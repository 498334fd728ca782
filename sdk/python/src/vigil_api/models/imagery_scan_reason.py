from enum import Enum


class ImageryScanReason(str, Enum):
    BASELINE = "baseline"
    DEMAND = "demand"
    PERIODIC = "periodic"

    def __str__(self) -> str:
        return str(self.value)
