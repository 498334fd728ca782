from enum import Enum


class ThreatDetailGraphEdgesItemType(str, Enum):
    FLOW = "flow"
    MEMBERSHIP = "membership"

    def __str__(self) -> str:
        return str(self.value)
