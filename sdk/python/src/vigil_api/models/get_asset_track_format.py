from enum import Enum


class GetAssetTrackFormat(str, Enum):
    GEOJSON = "geojson"
    POINTS = "points"

    def __str__(self) -> str:
        return str(self.value)
