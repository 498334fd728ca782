from enum import Enum


class ScreenWalletRequestExposureMethod(str, Enum):
    HAIRCUT = "haircut"
    POISON = "poison"

    def __str__(self) -> str:
        return str(self.value)
