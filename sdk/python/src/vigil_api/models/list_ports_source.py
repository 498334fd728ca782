from enum import Enum


class ListPortsSource(str, Enum):
    ALL = "all"
    OPERATOR = "operator"
    WPI = "wpi"

    def __str__(self) -> str:
        return str(self.value)
