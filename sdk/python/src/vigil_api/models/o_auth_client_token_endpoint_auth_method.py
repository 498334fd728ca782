from enum import Enum


class OAuthClientTokenEndpointAuthMethod(str, Enum):
    SELF_SIGNED_TLS_CLIENT_AUTH = "self_signed_tls_client_auth"
    TLS_CLIENT_AUTH = "tls_client_auth"

    def __str__(self) -> str:
        return str(self.value)
