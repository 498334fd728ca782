from enum import Enum


class SiteStatus(str, Enum):
    ACTIVE = "active"
    STOPPED = "stopped"

    def __str__(self) -> str:
        return str(self.value)
