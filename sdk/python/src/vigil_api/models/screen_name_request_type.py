from enum import Enum


class ScreenNameRequestType(str, Enum):
    AIRCRAFT = "aircraft"
    ENTITY = "entity"
    PERSON = "person"
    VESSEL = "vessel"

    def __str__(self) -> str:
        return str(self.value)
