from enum import Enum


class SarContentSubjectsItemRoleInActivity(str, Enum):
    BOTH = "both"
    PAYEE_RECEIVER = "payee_receiver"
    PURCHASER_SENDER = "purchaser_sender"
    UNKNOWN = "unknown"

    def __str__(self) -> str:
        return str(self.value)
