from enum import Enum


class SarContentFilingType(str, Enum):
    INITIAL_REPORT = "initial_report"

    def __str__(self) -> str:
        return str(self.value)
