from enum import Enum


class ScreenTransactionRequestExposureMethod(str, Enum):
    HAIRCUT = "haircut"
    POISON = "poison"

    def __str__(self) -> str:
        return str(self.value)
