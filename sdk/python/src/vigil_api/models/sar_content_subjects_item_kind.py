from enum import Enum


class SarContentSubjectsItemKind(str, Enum):
    ACCOUNT = "account"
    ENTITY = "entity"

    def __str__(self) -> str:
        return str(self.value)
