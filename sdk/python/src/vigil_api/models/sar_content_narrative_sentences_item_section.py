from enum import Enum


class SarContentNarrativeSentencesItemSection(str, Enum):
    HOW = "how"
    WHAT = "what"
    WHEN = "when"
    WHERE = "where"
    WHO = "who"
    WHY = "why"

    def __str__(self) -> str:
        return str(self.value)
