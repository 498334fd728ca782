from enum import Enum


class ImageryScanScenesItemOutcomeType2Type1(str, Enum):
    BASELINE = "baseline"
    DETECTIONS = "detections"
    ERROR = "error"
    NO_CHANGE = "no_change"
    NO_USABLE_OBSERVATION = "no_usable_observation"
    REJECTED = "rejected"
    SKIPPED = "skipped"

    def __str__(self) -> str:
        return str(self.value)
