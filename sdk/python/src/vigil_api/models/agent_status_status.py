from enum import Enum


class AgentStatusStatus(str, Enum):
    DEGRADED = "degraded"
    DOWN = "down"
    HEALTHY = "healthy"

    def __str__(self) -> str:
        return str(self.value)
