from enum import Enum


class WebhookEndpointWithSecretDisabledReasonType1(str, Enum):
    FAILING = "failing"
    GONE = "gone"
    MANUAL = "manual"

    def __str__(self) -> str:
        return str(self.value)
