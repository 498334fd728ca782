from enum import Enum


class ImageryScanScenesItemStatus(str, Enum):
    DONE = "done"
    PENDING = "pending"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
