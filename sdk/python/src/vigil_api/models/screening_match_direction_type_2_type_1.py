from enum import Enum


class ScreeningMatchDirectionType2Type1(str, Enum):
    INCOMING = "incoming"
    OUTGOING = "outgoing"

    def __str__(self) -> str:
        return str(self.value)
