from enum import Enum


class ScreeningRecordCoverageLimitsItem(str, Enum):
    CHAIN_HISTORY = "chain_history"
    CHAIN_TRANSACTION = "chain_transaction"
    FAN_OUT = "fan_out"
    FRONTIER = "frontier"
    MAX_HOPS = "max_hops"
    MIN_SHARE = "min_share"
    UNVALUED_MIX = "unvalued_mix"

    def __str__(self) -> str:
        return str(self.value)
