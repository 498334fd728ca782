from enum import Enum


class ListWebhooksStatus(str, Enum):
    ALL = "all"
    DISABLED = "disabled"
    ENABLED = "enabled"

    def __str__(self) -> str:
        return str(self.value)
