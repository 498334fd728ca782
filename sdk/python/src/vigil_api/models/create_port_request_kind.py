from enum import Enum


class CreatePortRequestKind(str, Enum):
    ANCHORAGE = "anchorage"
    PORT = "port"

    def __str__(self) -> str:
        return str(self.value)
