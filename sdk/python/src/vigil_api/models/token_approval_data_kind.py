from enum import Enum


class TokenApprovalDataKind(str, Enum):
    APPROVE = "approve"
    PERMIT = "permit"
    SET_APPROVAL_FOR_ALL = "set_approval_for_all"

    def __str__(self) -> str:
        return str(self.value)
