from enum import Enum


class AreaTypeType1(str, Enum):
    MULTIPOLYGON = "MultiPolygon"

    def __str__(self) -> str:
        return str(self.value)
