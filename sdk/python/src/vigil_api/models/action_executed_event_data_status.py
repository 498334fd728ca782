from enum import Enum


class ActionExecutedEventDataStatus(str, Enum):
    ACTIVE = "active"
    EXPIRED = "expired"
    RELEASED = "released"

    def __str__(self) -> str:
        return str(self.value)
