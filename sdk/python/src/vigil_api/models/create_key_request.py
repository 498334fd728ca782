import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..models.scope import Scope
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateKeyRequest")


@_attrs_define
class CreateKeyRequest:
    """
    Attributes:
        name (str): What the key is for.
        scopes (list[Scope]):
        expires_at (Union[Unset, datetime.datetime]): When the key stops working; must be in the future. RFC 3339, UTC,
            milliseconds.
        rate_limit (Union[Unset, str]): `N/SECONDS`: at most N requests per window of SECONDS, e.g. `600/60`.
    """

    name: str
    scopes: list[Scope]
    expires_at: Union[Unset, datetime.datetime] = UNSET
    rate_limit: Union[Unset, str] = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)

        expires_at: Union[Unset, str] = UNSET
        if not isinstance(self.expires_at, Unset):
            expires_at = self.expires_at.isoformat()

        rate_limit = self.rate_limit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "scopes": scopes,
            }
        )
        if expires_at is not UNSET:
            field_dict["expires_at"] = expires_at
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

        _expires_at = d.pop("expires_at", UNSET)
        expires_at: Union[Unset, datetime.datetime]
        if isinstance(_expires_at, Unset):
            expires_at = UNSET
        else:
            expires_at = isoparse(_expires_at)

        rate_limit = d.pop("rate_limit", UNSET)

        create_key_request = cls(
            name=name,
            scopes=scopes,
            expires_at=expires_at,
            rate_limit=rate_limit,
        )

        return create_key_request
