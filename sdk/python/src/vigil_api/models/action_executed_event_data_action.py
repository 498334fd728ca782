from enum import Enum


class ActionExecutedEventDataAction(str, Enum):
    EXPIRE = "expire"
    HOLD = "hold"
    RELEASE = "release"

    def __str__(self) -> str:
        return str(self.value)
