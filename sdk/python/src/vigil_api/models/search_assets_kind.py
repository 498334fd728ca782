from enum import Enum


class SearchAssetsKind(str, Enum):
    AIRCRAFT = "aircraft"
    VESSEL = "vessel"

    def __str__(self) -> str:
        return str(self.value)
