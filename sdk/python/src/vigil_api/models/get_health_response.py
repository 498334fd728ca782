from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_health_response_status import GetHealthResponseStatus
from ..models.get_health_response_store import GetHealthResponseStore

T = TypeVar("T", bound="GetHealthResponse")


@_attrs_define
class GetHealthResponse:
    """
    Attributes:
        status (GetHealthResponseStatus):
        store (GetHealthResponseStore): Which store the service runs on.
    """

    status: GetHealthResponseStatus
    store: GetHealthResponseStore
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        store = self.store.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "store": store,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = GetHealthResponseStatus(d.pop("status"))

        store = GetHealthResponseStore(d.pop("store"))

        get_health_response = cls(
            status=status,
            store=store,
        )

        get_health_response.additional_properties = d
        return get_health_response

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
