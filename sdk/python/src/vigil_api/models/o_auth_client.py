import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from dateutil.parser import isoparse

from ..models.o_auth_client_token_endpoint_auth_method import (
    OAuthClientTokenEndpointAuthMethod,
)
from ..models.scope import Scope

T = TypeVar("T", bound="OAuthClient")


@_attrs_define
class OAuthClient:
    """An OAuth 2.0 client that gets access tokens with the client credentials grant, authenticating with its TLS client
    certificate (RFC 8705).

        Attributes:
            id (str): The OAuth `client_id` (`oac_…`): send it as `client_id` to the token endpoint.
            name (str):
            scopes (list[Scope]): The scopes its access tokens may carry.
            token_endpoint_auth_method (OAuthClientTokenEndpointAuthMethod): RFC 8705: `tls_client_auth` (certificate issued
                by the client CA, matched by subject DN) or `self_signed_tls_client_auth` (matched by thumbprint).
            tls_client_auth_subject_dn (Union[None, str]): RFC 8705 §2.1.2: the subject DN of the client certificate as an
                RFC 4514 string, least significant part first (`CN=billing,O=Acme,C=US`), as `openssl x509 -noout -subject
                -nameopt RFC2253` prints it. The certificate must also be issued by the client CA Vigil trusts
                (`VIGIL_TLS_CLIENT_CA`); renewing it under the same subject needs no change here.
            certificate_thumbprint (Union[None, str]): The SHA-256 thumbprint of the client certificate, self-signed or not
                (RFC 8705 §2.2): base64url (`x5t#S256`) or hex as `openssl x509 -noout -fingerprint -sha256` prints it.
                Responses give it as base64url. A new certificate needs a new client.
            rate_limit (Union[None, str]): `N/SECONDS`: at most N requests per window of SECONDS, e.g. `600/60`.
            created_at (datetime.datetime): When the client was registered. RFC 3339, UTC, milliseconds.
    """

    id: str
    name: str
    scopes: list[Scope]
    token_endpoint_auth_method: OAuthClientTokenEndpointAuthMethod
    tls_client_auth_subject_dn: Union[None, str]
    certificate_thumbprint: Union[None, str]
    rate_limit: Union[None, str]
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)

        token_endpoint_auth_method = self.token_endpoint_auth_method.value

        tls_client_auth_subject_dn: Union[None, str]
        tls_client_auth_subject_dn = self.tls_client_auth_subject_dn

        certificate_thumbprint: Union[None, str]
        certificate_thumbprint = self.certificate_thumbprint

        rate_limit: Union[None, str]
        rate_limit = self.rate_limit

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "scopes": scopes,
                "token_endpoint_auth_method": token_endpoint_auth_method,
                "tls_client_auth_subject_dn": tls_client_auth_subject_dn,
                "certificate_thumbprint": certificate_thumbprint,
                "rate_limit": rate_limit,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in _scopes:
            scopes_item = Scope(scopes_item_data)

            scopes.append(scopes_item)

        token_endpoint_auth_method = OAuthClientTokenEndpointAuthMethod(
            d.pop("token_endpoint_auth_method")
        )

        def _parse_tls_client_auth_subject_dn(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        tls_client_auth_subject_dn = _parse_tls_client_auth_subject_dn(
            d.pop("tls_client_auth_subject_dn")
        )

        def _parse_certificate_thumbprint(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        certificate_thumbprint = _parse_certificate_thumbprint(
            d.pop("certificate_thumbprint")
        )

        def _parse_rate_limit(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        rate_limit = _parse_rate_limit(d.pop("rate_limit"))

        created_at = isoparse(d.pop("created_at"))

        o_auth_client = cls(
            id=id,
            name=name,
            scopes=scopes,
            token_endpoint_auth_method=token_endpoint_auth_method,
            tls_client_auth_subject_dn=tls_client_auth_subject_dn,
            certificate_thumbprint=certificate_thumbprint,
            rate_limit=rate_limit,
            created_at=created_at,
        )

        o_auth_client.additional_properties = d
        return o_auth_client

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
