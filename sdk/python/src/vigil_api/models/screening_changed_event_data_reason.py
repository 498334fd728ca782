from enum import Enum


class ScreeningChangedEventDataReason(str, Enum):
    CHAIN = "chain"
    LABEL = "label"
    LIST = "list"
    POLICY = "policy"
    REORG = "reorg"
    TRANSFER = "transfer"

    def __str__(self) -> str:
        return str(self.value)
