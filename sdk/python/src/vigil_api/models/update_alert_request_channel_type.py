from enum import Enum


class UpdateAlertRequestChannelType(str, Enum):
    WEBHOOK = "webhook"

    def __str__(self) -> str:
        return str(self.value)
