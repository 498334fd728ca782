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

from ..models.api_key_with_secret_status import ApiKeyWithSecretStatus
from ..models.scope import Scope
from ..types import UNSET, Unset

T = TypeVar("T", bound="ApiKeyWithSecret")


@_attrs_define
class ApiKeyWithSecret:
    """A new API key with its secret, shown once.

    Attributes:
        id (str): The key id (`key_…`); not secret.
        name (str):
        start (str): The first characters of the key, to tell keys apart.
        scopes (list[Scope]):
        rate_limit (Union[None, str]): `N/SECONDS`: at most N requests per window of SECONDS, e.g. `600/60`.
        status (ApiKeyWithSecretStatus):
        created_at (datetime.datetime): When the key was created. RFC 3339, UTC, milliseconds.
        expires_at (Union[None, datetime.datetime]): When the key stops working; after rotation, the end of its grace
            period. RFC 3339, UTC, milliseconds.
        revoked_at (Union[None, datetime.datetime]): When the key was revoked. RFC 3339, UTC, milliseconds.
        rotated_to (Union[None, str]): The key that replaced this one, if it was rotated.
        key (Union[Unset, str]): The secret key. Shown only in this response: store it now. Absent when the request is
            an idempotent replay (`Idempotent-Replayed: true`): the secret is never stored, so a client that lost the first
            answer rotates or revokes the key it made.
    """

    id: str
    name: str
    start: str
    scopes: list[Scope]
    rate_limit: Union[None, str]
    status: ApiKeyWithSecretStatus
    created_at: datetime.datetime
    expires_at: Union[None, datetime.datetime]
    revoked_at: Union[None, datetime.datetime]
    rotated_to: Union[None, str]
    key: Union[Unset, str] = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        start = self.start

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)

        rate_limit: Union[None, str]
        rate_limit = self.rate_limit

        status = self.status.value

        created_at = self.created_at.isoformat()

        expires_at: Union[None, str]
        if isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        revoked_at: Union[None, str]
        if isinstance(self.revoked_at, datetime.datetime):
            revoked_at = self.revoked_at.isoformat()
        else:
            revoked_at = self.revoked_at

        rotated_to: Union[None, str]
        rotated_to = self.rotated_to

        key = self.key

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "start": start,
                "scopes": scopes,
                "rate_limit": rate_limit,
                "status": status,
                "created_at": created_at,
                "expires_at": expires_at,
                "revoked_at": revoked_at,
                "rotated_to": rotated_to,
            }
        )
        if key is not UNSET:
            field_dict["key"] = key

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        start = d.pop("start")

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in _scopes:
            scopes_item = Scope(scopes_item_data)

            scopes.append(scopes_item)

        def _parse_rate_limit(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        rate_limit = _parse_rate_limit(d.pop("rate_limit"))

        status = ApiKeyWithSecretStatus(d.pop("status"))

        created_at = isoparse(d.pop("created_at"))

        def _parse_expires_at(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = isoparse(data)

                return expires_at_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        expires_at = _parse_expires_at(d.pop("expires_at"))

        def _parse_revoked_at(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                revoked_at_type_0 = isoparse(data)

                return revoked_at_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        revoked_at = _parse_revoked_at(d.pop("revoked_at"))

        def _parse_rotated_to(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        rotated_to = _parse_rotated_to(d.pop("rotated_to"))

        key = d.pop("key", UNSET)

        api_key_with_secret = cls(
            id=id,
            name=name,
            start=start,
            scopes=scopes,
            rate_limit=rate_limit,
            status=status,
            created_at=created_at,
            expires_at=expires_at,
            revoked_at=revoked_at,
            rotated_to=rotated_to,
            key=key,
        )

        api_key_with_secret.additional_properties = d
        return api_key_with_secret

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
