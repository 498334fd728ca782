from enum import Enum


class SarContentForm(str, Enum):
    FINCEN_SAR = "FinCEN SAR"

    def __str__(self) -> str:
        return str(self.value)
