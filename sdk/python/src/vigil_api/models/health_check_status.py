from enum import Enum


class HealthCheckStatus(str, Enum):
    FAILING = "failing"
    OK = "ok"

    def __str__(self) -> str:
        return str(self.value)
