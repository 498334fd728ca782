from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.feed_silent_event_data_source_kind import FeedSilentEventDataSourceKind

T = TypeVar("T", bound="FeedSilentEventDataSource")


@_attrs_define
class FeedSilentEventDataSource:
    """Where positions come from.

    Attributes:
        kind (FeedSilentEventDataSourceKind): `feed`: a feed the service connects to (`VIGIL_FEEDS`); `key`: a key that
            ingests over HTTP.
        id (str): `feed:<address>` or `key:<key id>`.
        name (str): The feed’s address, or the key’s name.
    """

    kind: FeedSilentEventDataSourceKind
    id: str
    name: str

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        id = self.id

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "id": id,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = FeedSilentEventDataSourceKind(d.pop("kind"))

        id = d.pop("id")

        name = d.pop("name")

        feed_silent_event_data_source = cls(
            kind=kind,
            id=id,
            name=name,
        )

        return feed_silent_event_data_source
