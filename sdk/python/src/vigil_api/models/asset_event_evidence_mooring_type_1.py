from enum import Enum


class AssetEventEvidenceMooringType1(str, Enum):
    ANCHORAGE = "anchorage"
    BERTH = "berth"

    def __str__(self) -> str:
        return str(self.value)
