from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.signing_key_public_key_jwk_alg import SigningKeyPublicKeyJwkAlg
from ..models.signing_key_public_key_jwk_use import SigningKeyPublicKeyJwkUse
from ..types import UNSET, Unset

T = TypeVar("T", bound="SigningKeyPublicKeyJwk")


@_attrs_define
class SigningKeyPublicKeyJwk:
    """The public key as a JWK (RFC 7517, RFC 8037).

    Attributes:
        kty (str): `OKP` for Ed25519, `EC` for P-256.
        crv (str): `Ed25519` or `P-256`.
        x (str):
        kid (str): The key id.
        alg (SigningKeyPublicKeyJwkAlg): `Ed25519`: EdDSA over the bytes themselves (RFC 8032). `ES256`: ECDSA on P-256
            over their SHA-256, the signature being r‖s, 64 bytes (RFC 7518 §3.4); used where the HSM has no EdDSA.
        use (SigningKeyPublicKeyJwkUse):
        y (Union[Unset, str]): P-256 only.
    """

    kty: str
    crv: str
    x: str
    kid: str
    alg: SigningKeyPublicKeyJwkAlg
    use: SigningKeyPublicKeyJwkUse
    y: Union[Unset, str] = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kty = self.kty

        crv = self.crv

        x = self.x

        kid = self.kid

        alg = self.alg.value

        use = self.use.value

        y = self.y

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kty": kty,
                "crv": crv,
                "x": x,
                "kid": kid,
                "alg": alg,
                "use": use,
            }
        )
        if y is not UNSET:
            field_dict["y"] = y

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kty = d.pop("kty")

        crv = d.pop("crv")

        x = d.pop("x")

        kid = d.pop("kid")

        alg = SigningKeyPublicKeyJwkAlg(d.pop("alg"))

        use = SigningKeyPublicKeyJwkUse(d.pop("use"))

        y = d.pop("y", UNSET)

        signing_key_public_key_jwk = cls(
            kty=kty,
            crv=crv,
            x=x,
            kid=kid,
            alg=alg,
            use=use,
            y=y,
        )

        signing_key_public_key_jwk.additional_properties = d
        return signing_key_public_key_jwk

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
