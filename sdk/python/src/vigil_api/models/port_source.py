from enum import Enum


class PortSource(str, Enum):
    OPERATOR = "operator"
    WPI = "wpi"

    def __str__(self) -> str:
        return str(self.value)
