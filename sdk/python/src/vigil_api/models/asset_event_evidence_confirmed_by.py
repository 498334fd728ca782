from enum import Enum


class AssetEventEvidenceConfirmedBy(str, Enum):
    GAP = "gap"
    STOP = "stop"

    def __str__(self) -> str:
        return str(self.value)
