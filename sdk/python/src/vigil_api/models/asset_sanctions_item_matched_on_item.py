from enum import Enum


class AssetSanctionsItemMatchedOnItem(str, Enum):
    CALL_SIGN = "call_sign"
    ICAO24 = "icao24"
    IMO = "imo"
    MMSI = "mmsi"
    NAME = "name"
    REGISTRATION = "registration"

    def __str__(self) -> str:
        return str(self.value)
