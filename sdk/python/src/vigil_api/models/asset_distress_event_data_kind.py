from enum import Enum


class AssetDistressEventDataKind(str, Enum):
    EPIRB = "epirb"
    MOB = "mob"
    SART = "sart"

    def __str__(self) -> str:
        return str(self.value)
