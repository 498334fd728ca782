from enum import Enum


class AssetEncounterEventDataZoneKind(str, Enum):
    AREA = "area"
    ASSET = "asset"
    SITE = "site"

    def __str__(self) -> str:
        return str(self.value)
