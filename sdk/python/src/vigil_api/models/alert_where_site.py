from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AlertWhereSite")


@_attrs_define
class AlertWhereSite:
    """
    Attributes:
        site_id (str):
    """

    site_id: str

    def to_dict(self) -> dict[str, Any]:
        site_id = self.site_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "site_id": site_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        site_id = d.pop("site_id")

        alert_where_site = cls(
            site_id=site_id,
        )

        return alert_where_site
