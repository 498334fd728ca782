from enum import Enum


class ThreatDetailGraphNodesItemType(str, Enum):
    ACCOUNT = "account"
    ADDRESS = "address"
    ENTITY = "entity"
    TRANSFER = "transfer"

    def __str__(self) -> str:
        return str(self.value)
