from enum import Enum


class PortKind(str, Enum):
    ANCHORAGE = "anchorage"
    PORT = "port"

    def __str__(self) -> str:
        return str(self.value)
