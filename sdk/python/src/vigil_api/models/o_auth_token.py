from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.o_auth_token_token_type import OAuthTokenTokenType

T = TypeVar("T", bound="OAuthToken")


@_attrs_define
class OAuthToken:
    """An access token bound to the client certificate it was issued over (RFC 8705 §3: its `x5t#S256` thumbprint is kept
    with the token and checked on every request).

        Attributes:
            access_token (str): The access token (`vat_…`): send it as `Authorization: Bearer <token>` over a TLS connection
                that presents the same client certificate.
            token_type (OAuthTokenTokenType):
            expires_in (int): Seconds until the token expires.
            scope (str): The scopes the token carries, separated by spaces.
    """

    access_token: str
    token_type: OAuthTokenTokenType
    expires_in: int
    scope: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        access_token = self.access_token

        token_type = self.token_type.value

        expires_in = self.expires_in

        scope = self.scope

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "access_token": access_token,
                "token_type": token_type,
                "expires_in": expires_in,
                "scope": scope,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        access_token = d.pop("access_token")

        token_type = OAuthTokenTokenType(d.pop("token_type"))

        expires_in = d.pop("expires_in")

        scope = d.pop("scope")

        o_auth_token = cls(
            access_token=access_token,
            token_type=token_type,
            expires_in=expires_in,
            scope=scope,
        )

        o_auth_token.additional_properties = d
        return o_auth_token

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
