from enum import Enum


class GetReadinessResponseFailingItem(str, Enum):
    DISK = "disk"
    ENGINE = "engine"
    NATS = "nats"
    PARTITIONS = "partitions"
    STORE = "store"

    def __str__(self) -> str:
        return str(self.value)
