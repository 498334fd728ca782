from enum import Enum


class TransactionScreeningCounterpartiesItemRole(str, Enum):
    FROM = "from"
    INPUT = "input"
    OUTPUT = "output"
    TO = "to"

    def __str__(self) -> str:
        return str(self.value)
