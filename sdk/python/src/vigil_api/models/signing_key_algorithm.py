from enum import Enum


class SigningKeyAlgorithm(str, Enum):
    ED25519 = "Ed25519"
    ES256 = "ES256"

    def __str__(self) -> str:
        return str(self.value)
