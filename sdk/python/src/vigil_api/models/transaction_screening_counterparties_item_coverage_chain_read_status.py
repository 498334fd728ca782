from enum import Enum


class TransactionScreeningCounterpartiesItemCoverageChainReadStatus(str, Enum):
    CUT = "cut"
    FAILED = "failed"
    QUEUED = "queued"
    READ = "read"
    READING = "reading"

    def __str__(self) -> str:
        return str(self.value)
