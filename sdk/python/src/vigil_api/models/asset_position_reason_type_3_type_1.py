from enum import Enum


class AssetPositionReasonType3Type1(str, Enum):
    AFTER_LAST_FIX = "after_last_fix"
    BEFORE_FIRST_FIX = "before_first_fix"
    GAP_TOO_LONG = "gap_too_long"
    NO_POSITIONS = "no_positions"

    def __str__(self) -> str:
        return str(self.value)
