from enum import Enum


class AssetWithinAssetKind(str, Enum):
    AIRCRAFT = "aircraft"
    ATON = "aton"
    EPIRB = "epirb"
    MOB = "mob"
    SART = "sart"
    VESSEL = "vessel"

    def __str__(self) -> str:
        return str(self.value)
