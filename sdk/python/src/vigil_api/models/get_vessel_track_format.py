from enum import Enum


class GetVesselTrackFormat(str, Enum):
    GEOJSON = "geojson"
    POINTS = "points"

    def __str__(self) -> str:
        return str(self.value)
