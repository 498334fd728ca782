from enum import Enum


class ThreatDetailDispositionType3Type1(str, Enum):
    BENIGN = "benign"
    ESCALATED = "escalated"
    FALSE_POSITIVE = "false_positive"
    TRUE_POSITIVE = "true_positive"

    def __str__(self) -> str:
        return str(self.value)
