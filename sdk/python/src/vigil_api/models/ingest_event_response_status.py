from enum import Enum


class IngestEventResponseStatus(str, Enum):
    ACCEPTED = "accepted"
    DUPLICATE = "duplicate"

    def __str__(self) -> str:
        return str(self.value)
