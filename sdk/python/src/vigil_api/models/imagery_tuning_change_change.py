from enum import Enum


class ImageryTuningChangeChange(str, Enum):
    MMU = "mmu"
    MUTE = "mute"
    THRESHOLD = "threshold"
    UNMUTE = "unmute"

    def __str__(self) -> str:
        return str(self.value)
