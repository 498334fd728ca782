from enum import Enum


class SarContentSuspiciousActivityCyberEventType0Against(str, Enum):
    FINANCIAL_INSTITUTION = "financial_institution"
    FINANCIAL_INSTITUTION_CUSTOMERS = "financial_institution_customers"

    def __str__(self) -> str:
        return str(self.value)
