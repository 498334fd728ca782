from enum import Enum


class ListAssetPositionsResponseDataItemKind(str, Enum):
    AIRCRAFT = "aircraft"
    VESSEL = "vessel"

    def __str__(self) -> str:
        return str(self.value)
