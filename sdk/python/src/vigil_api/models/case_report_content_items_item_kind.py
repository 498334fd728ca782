from enum import Enum


class CaseReportContentItemsItemKind(str, Enum):
    ASSET = "asset"
    DETECTION = "detection"
    NOTE = "note"
    SITE = "site"

    def __str__(self) -> str:
        return str(self.value)
