from enum import Enum


class HoldWithHistoryHistoryItemAction(str, Enum):
    EXPIRED = "expired"
    PLACED = "placed"
    RELEASED = "released"

    def __str__(self) -> str:
        return str(self.value)
