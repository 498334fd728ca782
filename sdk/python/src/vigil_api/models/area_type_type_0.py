from enum import Enum


class AreaTypeType0(str, Enum):
    POLYGON = "Polygon"

    def __str__(self) -> str:
        return str(self.value)
