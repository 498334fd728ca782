from enum import Enum


class ReportSubjectKind(str, Enum):
    ASSET = "asset"
    CASE = "case"
    SITE = "site"

    def __str__(self) -> str:
        return str(self.value)
