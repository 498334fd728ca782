from enum import Enum


class SarContentFilingInstitutionStatus(str, Enum):
    MISSING = "missing"
    PROVIDED = "provided"

    def __str__(self) -> str:
        return str(self.value)
