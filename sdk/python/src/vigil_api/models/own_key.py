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

from ..models.own_key_type import OwnKeyType
from ..models.scope import Scope

if TYPE_CHECKING:
    from ..models.own_key_workspace import OwnKeyWorkspace


T = TypeVar("T", bound="OwnKey")


@_attrs_define
class OwnKey:
    """The calling key: who it is, where, and what it may do.

    Attributes:
        id (str): The key (`key_…`), or the OAuth client (`oac_…`) the token was issued to.
        type_ (OwnKeyType): Whether the caller is an API key or an OAuth client’s access token.
        workspace (OwnKeyWorkspace): The workspace everything the caller does belongs to.
        scopes (list[Scope]): What the caller may do (for an access token, the scopes it was issued with).
        rate_limit (Union[None, str]): The caller’s own rate limit; null: the service’s default (`VIGIL_RATE_LIMIT`).
    """

    id: str
    type_: OwnKeyType
    workspace: "OwnKeyWorkspace"
    scopes: list[Scope]
    rate_limit: Union[None, str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_ = self.type_.value

        workspace = self.workspace.to_dict()

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)

        rate_limit: Union[None, str]
        rate_limit = self.rate_limit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "type": type_,
                "workspace": workspace,
                "scopes": scopes,
                "rate_limit": rate_limit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.own_key_workspace import OwnKeyWorkspace

        d = dict(src_dict)
        id = d.pop("id")

        type_ = OwnKeyType(d.pop("type"))

        workspace = OwnKeyWorkspace.from_dict(d.pop("workspace"))

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

        own_key = cls(
            id=id,
            type_=type_,
            workspace=workspace,
            scopes=scopes,
            rate_limit=rate_limit,
        )

        own_key.additional_properties = d
        return own_key

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
