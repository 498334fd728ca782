from enum import Enum


class ScreeningMatchDirectionType3Type1(str, Enum):
    INCOMING = "incoming"
    OUTGOING = "outgoing"

    def __str__(self) -> str:
        return str(self.value)
