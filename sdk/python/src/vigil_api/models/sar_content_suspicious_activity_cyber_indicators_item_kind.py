from enum import Enum


class SarContentSuspiciousActivityCyberIndicatorsItemKind(str, Enum):
    TRANSACTION_HASH = "transaction_hash"
    VIRTUAL_CURRENCY_ADDRESS = "virtual_currency_address"

    def __str__(self) -> str:
        return str(self.value)
