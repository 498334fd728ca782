from enum import Enum


class CaseReportContentKind(str, Enum):
    CASE = "case"

    def __str__(self) -> str:
        return str(self.value)
