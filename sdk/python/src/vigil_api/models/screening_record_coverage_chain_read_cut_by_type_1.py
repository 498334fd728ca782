from enum import Enum


class ScreeningRecordCoverageChainReadCutByType1(str, Enum):
    BLOCKS = "blocks"
    CALLS = "calls"
    SECONDS = "seconds"

    def __str__(self) -> str:
        return str(self.value)
