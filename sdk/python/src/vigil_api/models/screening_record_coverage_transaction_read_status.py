from enum import Enum


class ScreeningRecordCoverageTransactionReadStatus(str, Enum):
    FAILED = "failed"
    NOT_FOUND = "not_found"
    QUEUED = "queued"
    READ = "read"
    UNCONFIRMED = "unconfirmed"

    def __str__(self) -> str:
        return str(self.value)
