from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="ThreatHistoryEntryChangeAssignee")


@_attrs_define
class ThreatHistoryEntryChangeAssignee:
    """The assignee, from and to (null: no one).

    Attributes:
        from_ (Union[None, str]):
        to (Union[None, str]):
    """

    from_: Union[None, str]
    to: Union[None, str]

    def to_dict(self) -> dict[str, Any]:
        from_: Union[None, str]
        from_ = self.from_

        to: Union[None, str]
        to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_from_(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        from_ = _parse_from_(d.pop("from"))

        def _parse_to(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        to = _parse_to(d.pop("to"))

        threat_history_entry_change_assignee = cls(
            from_=from_,
            to=to,
        )

        return threat_history_entry_change_assignee
