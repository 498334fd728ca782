from enum import Enum


class AssetEventGeometryType(str, Enum):
    POINT = "Point"

    def __str__(self) -> str:
        return str(self.value)
