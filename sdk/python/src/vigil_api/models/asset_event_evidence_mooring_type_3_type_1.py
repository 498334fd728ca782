from enum import Enum


class AssetEventEvidenceMooringType3Type1(str, Enum):
    ANCHORAGE = "anchorage"
    BERTH = "berth"

    def __str__(self) -> str:
        return str(self.value)
