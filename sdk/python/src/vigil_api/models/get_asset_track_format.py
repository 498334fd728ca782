from enum import Enum


class GetAssetTrackFormat(str, Enum):
    CSV = "csv"
    GEOJSON = "geojson"
    GEOPARQUET = "geoparquet"
    GPX = "gpx"
    KML = "kml"
    POINTS = "points"

    def __str__(self) -> str:
        return str(self.value)
