from enum import Enum


class ListSitesStatus(str, Enum):
    ACTIVE = "active"
    ALL = "all"
    STOPPED = "stopped"

    def __str__(self) -> str:
        return str(self.value)
