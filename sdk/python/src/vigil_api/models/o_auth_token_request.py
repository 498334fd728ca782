from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="OAuthTokenRequest")


@_attrs_define
class OAuthTokenRequest:
    """A client credentials token request, sent as application/x-www-form-urlencoded over a TLS connection that presents
    the client’s certificate. Each parameter at most once.

        Attributes:
            grant_type (str): Must be `client_credentials` (RFC 6749 §4.4.2).
            client_id (str): The client’s id (`oac_…`); required with mutual-TLS client authentication (RFC 8705 §2).
            scope (Union[Unset, str]): The scopes wanted, separated by spaces: a subset of the client’s (write implies
                read). Omitted: all of the client’s scopes.
    """

    grant_type: str
    client_id: str
    scope: Union[Unset, str] = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        grant_type = self.grant_type

        client_id = self.client_id

        scope = self.scope

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "grant_type": grant_type,
                "client_id": client_id,
            }
        )
        if scope is not UNSET:
            field_dict["scope"] = scope

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        grant_type = d.pop("grant_type")

        client_id = d.pop("client_id")

        scope = d.pop("scope", UNSET)

        o_auth_token_request = cls(
            grant_type=grant_type,
            client_id=client_id,
            scope=scope,
        )

        o_auth_token_request.additional_properties = d
        return o_auth_token_request

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
