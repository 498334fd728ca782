from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CreateSarDraftRequest")


@_attrs_define
class CreateSarDraftRequest:
    """
    Attributes:
        threat_id (str): The threat to report (`thr_…`).
    """

    threat_id: str

    def to_dict(self) -> dict[str, Any]:
        threat_id = self.threat_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "threat_id": threat_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        threat_id = d.pop("threat_id")

        create_sar_draft_request = cls(
            threat_id=threat_id,
        )

        return create_sar_draft_request
