from enum import Enum


class ScreeningSummaryTriggerType1(str, Enum):
    CHAIN = "chain"
    LABEL = "label"
    LIST = "list"
    POLICY = "policy"
    REORG = "reorg"
    TRANSFER = "transfer"

    def __str__(self) -> str:
        return str(self.value)
