from enum import Enum


class ImageryScanStatus(str, Enum):
    COMPLETED = "completed"
    FAILED = "failed"
    QUEUED = "queued"
    SCANNING = "scanning"
    SEARCHING = "searching"

    def __str__(self) -> str:
        return str(self.value)
