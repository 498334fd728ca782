from enum import Enum


class ScreeningSummaryKind(str, Enum):
    TRANSACTION = "transaction"
    WALLET = "wallet"

    def __str__(self) -> str:
        return str(self.value)
