from enum import Enum


class ImageryTuningThresholdsItemType(str, Enum):
    BURN_SCAR = "burn_scar"
    VEGETATION_LOSS = "vegetation_loss"
    WATER_GAIN = "water_gain"

    def __str__(self) -> str:
        return str(self.value)
