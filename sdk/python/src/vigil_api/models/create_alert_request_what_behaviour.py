from enum import Enum


class CreateAlertRequestWhatBehaviour(str, Enum):
    DARK = "dark"
    DETECTION = "detection"
    ENCOUNTER = "encounter"
    LOITERING = "loitering"
    SPEED_ABOVE = "speed_above"
    ZONE_ENTRY = "zone_entry"
    ZONE_EXIT = "zone_exit"

    def __str__(self) -> str:
        return str(self.value)
