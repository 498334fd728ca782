from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..models.scope import Scope
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateOAuthClientRequest")


@_attrs_define
class CreateOAuthClientRequest:
    """
    Attributes:
        name (str): What the client is.
        scopes (list[Scope]):
        tls_client_auth_subject_dn (Union[Unset, str]): RFC 8705 §2.1.2: the subject DN of the client certificate as an
            RFC 4514 string, least significant part first (`CN=billing,O=Acme,C=US`), as `openssl x509 -noout -subject
            -nameopt RFC2253` prints it. The certificate must also be issued by the client CA Vigil trusts
            (`VIGIL_TLS_CLIENT_CA`); renewing it under the same subject needs no change here.
        certificate_thumbprint (Union[Unset, str]): The SHA-256 thumbprint of the client certificate, self-signed or not
            (RFC 8705 §2.2): base64url (`x5t#S256`) or hex as `openssl x509 -noout -fingerprint -sha256` prints it.
            Responses give it as base64url. A new certificate needs a new client.
        rate_limit (Union[Unset, str]): `N/SECONDS`: at most N requests per window of SECONDS, e.g. `600/60`.
    """

    name: str
    scopes: list[Scope]
    tls_client_auth_subject_dn: Union[Unset, str] = UNSET
    certificate_thumbprint: Union[Unset, str] = UNSET
    rate_limit: Union[Unset, str] = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)

        tls_client_auth_subject_dn = self.tls_client_auth_subject_dn

        certificate_thumbprint = self.certificate_thumbprint

        rate_limit = self.rate_limit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "scopes": scopes,
            }
        )
        if tls_client_auth_subject_dn is not UNSET:
            field_dict["tls_client_auth_subject_dn"] = tls_client_auth_subject_dn
        if certificate_thumbprint is not UNSET:
            field_dict["certificate_thumbprint"] = certificate_thumbprint
        if rate_limit is not UNSET:
            field_dict["rate_limit"] = rate_limit

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in _scopes:
            scopes_item = Scope(scopes_item_data)

            scopes.append(scopes_item)

        tls_client_auth_subject_dn = d.pop("tls_client_auth_subject_dn", UNSET)

        certificate_thumbprint = d.pop("certificate_thumbprint", UNSET)

        rate_limit = d.pop("rate_limit", UNSET)

        create_o_auth_client_request = cls(
            name=name,
            scopes=scopes,
            tls_client_auth_subject_dn=tls_client_auth_subject_dn,
            certificate_thumbprint=certificate_thumbprint,
            rate_limit=rate_limit,
        )

        return create_o_auth_client_request
