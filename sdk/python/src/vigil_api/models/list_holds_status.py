from enum import Enum


class ListHoldsStatus(str, Enum):
    ACTIVE = "active"
    EXPIRED = "expired"
    RELEASED = "released"

    def __str__(self) -> str:
        return str(self.value)
