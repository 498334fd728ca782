from enum import Enum


class ScreeningMatchExcludedBy(str, Enum):
    ALLOW_LIST = "allow_list"
    MIN_VALUE_USD = "min_value_usd"

    def __str__(self) -> str:
        return str(self.value)
