from enum import Enum


class ListAssetsWithinFormat(str, Enum):
    CSV = "csv"
    GEOJSON = "geojson"
    GEOPARQUET = "geoparquet"
    GPX = "gpx"
    KML = "kml"

    def __str__(self) -> str:
        return str(self.value)
