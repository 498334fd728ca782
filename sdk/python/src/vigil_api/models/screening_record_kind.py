from enum import Enum


class ScreeningRecordKind(str, Enum):
    TRANSACTION = "transaction"
    WALLET = "wallet"

    def __str__(self) -> str:
        return str(self.value)
