from enum import Enum


class OwnKeyType(str, Enum):
    API_KEY = "api_key"
    OAUTH_CLIENT = "oauth_client"

    def __str__(self) -> str:
        return str(self.value)
