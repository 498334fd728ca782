from enum import Enum


class TransactionScreeningPartiesFrom(str, Enum):
    REQUEST = "request"
    STORED = "stored"

    def __str__(self) -> str:
        return str(self.value)
