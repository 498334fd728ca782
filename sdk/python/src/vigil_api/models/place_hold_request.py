import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.place_hold_request_reference import PlaceHoldRequestReference


T = TypeVar("T", bound="PlaceHoldRequest")


@_attrs_define
class PlaceHoldRequest:
    """
    Attributes:
        reference (PlaceHoldRequestReference): The transaction to hold: `{chain, tx_hash}` or `{transfer_id}`.
        reason (str): Why the transaction is held, for the audit trail.
        threat_id (Union[Unset, str]): The threat (`thr_…`) of this workspace that prompted the hold.
        expires_at (Union[Unset, datetime.datetime]): When the hold lapses by itself (`expired`, with
            `action.executed`): in the future and at most 90 days ahead. Omitted: held until released. RFC 3339, UTC,
            milliseconds.
    """

    reference: "PlaceHoldRequestReference"
    reason: str
    threat_id: Union[Unset, str] = UNSET
    expires_at: Union[Unset, datetime.datetime] = UNSET

    def to_dict(self) -> dict[str, Any]:
        reference = self.reference.to_dict()

        reason = self.reason

        threat_id = self.threat_id

        expires_at: Union[Unset, str] = UNSET
        if not isinstance(self.expires_at, Unset):
            expires_at = self.expires_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reference": reference,
                "reason": reason,
            }
        )
        if threat_id is not UNSET:
            field_dict["threat_id"] = threat_id
        if expires_at is not UNSET:
            field_dict["expires_at"] = expires_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.place_hold_request_reference import PlaceHoldRequestReference

        d = dict(src_dict)
        reference = PlaceHoldRequestReference.from_dict(d.pop("reference"))

        reason = d.pop("reason")

        threat_id = d.pop("threat_id", UNSET)

        _expires_at = d.pop("expires_at", UNSET)
        expires_at: Union[Unset, datetime.datetime]
        if isinstance(_expires_at, Unset):
            expires_at = UNSET
        else:
            expires_at = isoparse(_expires_at)

        place_hold_request = cls(
            reference=reference,
            reason=reason,
            threat_id=threat_id,
            expires_at=expires_at,
        )

        return place_hold_request
