from enum import Enum


class AssetEventKind(str, Enum):
    DARK_GAP = "dark_gap"
    ENCOUNTER = "encounter"
    LOITERING = "loitering"
    PORT_VISIT = "port_visit"
    SPEED = "speed"
    ZONE_VISIT = "zone_visit"

    def __str__(self) -> str:
        return str(self.value)
