from enum import Enum


class AssetEventEvidenceMooringFromType2Type1(str, Enum):
    NAV_STATUS = "nav_status"
    PORT_KIND = "port_kind"

    def __str__(self) -> str:
        return str(self.value)
