from enum import Enum


class ThreatDetectedEventDataReason(str, Enum):
    CREATED = "created"
    SEVERITY_RAISED = "severity_raised"

    def __str__(self) -> str:
        return str(self.value)
