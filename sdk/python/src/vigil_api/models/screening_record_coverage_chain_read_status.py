from enum import Enum


class ScreeningRecordCoverageChainReadStatus(str, Enum):
    CUT = "cut"
    FAILED = "failed"
    QUEUED = "queued"
    READ = "read"
    READING = "reading"

    def __str__(self) -> str:
        return str(self.value)
