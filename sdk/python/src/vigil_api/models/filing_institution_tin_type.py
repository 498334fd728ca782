from enum import Enum


class FilingInstitutionTinType(str, Enum):
    EIN = "ein"
    FOREIGN = "foreign"
    SSN_ITIN = "ssn_itin"

    def __str__(self) -> str:
        return str(self.value)
