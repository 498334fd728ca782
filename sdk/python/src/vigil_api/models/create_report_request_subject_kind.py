from enum import Enum


class CreateReportRequestSubjectKind(str, Enum):
    ASSET = "asset"
    CASE = "case"
    SITE = "site"

    def __str__(self) -> str:
        return str(self.value)
