from enum import Enum


class ScreeningRecordTriggerType2Type1(str, Enum):
    CHAIN = "chain"
    LABEL = "label"
    LIST = "list"
    POLICY = "policy"
    REORG = "reorg"
    TRANSFER = "transfer"

    def __str__(self) -> str:
        return str(self.value)
