from enum import Enum


class GetHealthResponseStatus(str, Enum):
    OK = "ok"
    UNAVAILABLE = "unavailable"

    def __str__(self) -> str:
        return str(self.value)
