import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from dateutil.parser import isoparse

from ..models.signing_key_algorithm import SigningKeyAlgorithm
from ..models.signing_key_status import SigningKeyStatus

if TYPE_CHECKING:
    from ..models.signing_key_public_key_jwk import SigningKeyPublicKeyJwk


T = TypeVar("T", bound="SigningKey")


@_attrs_define
class SigningKey:
    """A public key of the HSM-backed signatures on webhooks and SAR drafts.

    Attributes:
        id (str): The key id (`sigk_…`), derived from the key itself: signatures name it as `key_id`. The same key has
            the same id in every process.
        algorithm (SigningKeyAlgorithm): `Ed25519`: EdDSA over the bytes themselves (RFC 8032). `ES256`: ECDSA on P-256
            over their SHA-256, the signature being r‖s, 64 bytes (RFC 7518 §3.4); used where the HSM has no EdDSA.
        status (SigningKeyStatus): `active`: the key Vigil signs with now. `retired`: Vigil signed with it before a key
            rotation; it stays listed so that what it signed can still be verified.
        public_key_pem (str): The public key as SubjectPublicKeyInfo, PEM (RFC 7468).
        public_key_jwk (SigningKeyPublicKeyJwk): The public key as a JWK (RFC 7517, RFC 8037).
        webhook_public_key (Union[None, str]): The Standard Webhooks form, `whpk_` + base64 of the raw 32-byte key, for
            verifying `v1a` webhook signatures; null for ES256 keys, for which the Standard Webhooks spec defines no form.
        created_at (datetime.datetime): When Vigil first signed with the key. RFC 3339, UTC, milliseconds.
        retired_at (Union[None, datetime.datetime]): When a process first signed with the key that replaced it. RFC
            3339, UTC, milliseconds.
    """

    id: str
    algorithm: SigningKeyAlgorithm
    status: SigningKeyStatus
    public_key_pem: str
    public_key_jwk: "SigningKeyPublicKeyJwk"
    webhook_public_key: Union[None, str]
    created_at: datetime.datetime
    retired_at: Union[None, datetime.datetime]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        algorithm = self.algorithm.value

        status = self.status.value

        public_key_pem = self.public_key_pem

        public_key_jwk = self.public_key_jwk.to_dict()

        webhook_public_key: Union[None, str]
        webhook_public_key = self.webhook_public_key

        created_at = self.created_at.isoformat()

        retired_at: Union[None, str]
        if isinstance(self.retired_at, datetime.datetime):
            retired_at = self.retired_at.isoformat()
        else:
            retired_at = self.retired_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "algorithm": algorithm,
                "status": status,
                "public_key_pem": public_key_pem,
                "public_key_jwk": public_key_jwk,
                "webhook_public_key": webhook_public_key,
                "created_at": created_at,
                "retired_at": retired_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.signing_key_public_key_jwk import SigningKeyPublicKeyJwk

        d = dict(src_dict)
        id = d.pop("id")

        algorithm = SigningKeyAlgorithm(d.pop("algorithm"))

        status = SigningKeyStatus(d.pop("status"))

        public_key_pem = d.pop("public_key_pem")

        public_key_jwk = SigningKeyPublicKeyJwk.from_dict(d.pop("public_key_jwk"))

        def _parse_webhook_public_key(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        webhook_public_key = _parse_webhook_public_key(d.pop("webhook_public_key"))

        created_at = isoparse(d.pop("created_at"))

        def _parse_retired_at(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                retired_at_type_0 = isoparse(data)

                return retired_at_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        retired_at = _parse_retired_at(d.pop("retired_at"))

        signing_key = cls(
            id=id,
            algorithm=algorithm,
            status=status,
            public_key_pem=public_key_pem,
            public_key_jwk=public_key_jwk,
            webhook_public_key=webhook_public_key,
            created_at=created_at,
            retired_at=retired_at,
        )

        signing_key.additional_properties = d
        return signing_key

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
