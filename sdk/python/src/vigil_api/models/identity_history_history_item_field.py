from enum import Enum


class IdentityHistoryHistoryItemField(str, Enum):
    CALL_SIGN = "call_sign"
    DESTINATION = "destination"
    FLAG = "flag"
    FLIGHT = "flight"
    IMO = "imo"
    MMSI = "mmsi"
    NAME = "name"
    REGISTRATION = "registration"
    SHIP_TYPE = "ship_type"

    def __str__(self) -> str:
        return str(self.value)
