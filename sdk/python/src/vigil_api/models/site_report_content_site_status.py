from enum import Enum


class SiteReportContentSiteStatus(str, Enum):
    ACTIVE = "active"
    STOPPED = "stopped"

    def __str__(self) -> str:
        return str(self.value)
