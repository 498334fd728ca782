from enum import Enum


class SiteReportContentKind(str, Enum):
    SITE = "site"

    def __str__(self) -> str:
        return str(self.value)
