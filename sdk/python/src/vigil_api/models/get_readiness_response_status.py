from enum import Enum


class GetReadinessResponseStatus(str, Enum):
    DEGRADED = "degraded"
    READY = "ready"

    def __str__(self) -> str:
        return str(self.value)
