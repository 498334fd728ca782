import datetime
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
from dateutil.parser import isoparse

from ..models.hold_status import HoldStatus

if TYPE_CHECKING:
    from ..models.hold_reference import HoldReference


T = TypeVar("T", bound="Hold")


@_attrs_define
class Hold:
    """A hold on one transaction.

    Attributes:
        id (str): The hold id (`hold_…`).
        status (HoldStatus): `active` until released (`released`) or until `expires_at` passes (`expired`); neither can
            be undone.
        reference (HoldReference): The transaction the hold is on.
        reason (str): Why the transaction is held, as given when it was placed.
        threat_id (Union[None, str]): The threat (`thr_…`) that prompted the hold, if any.
        expires_at (Union[None, datetime.datetime]): When the hold expires by itself (at most 90 days after it was
            placed); null: held until released. RFC 3339, UTC, milliseconds.
        placed_by (str): The API key (`key_…`), or the OAuth client (`oac_…`) of the access token, that placed it.
        created_at (datetime.datetime): When it was placed. RFC 3339, UTC, milliseconds.
        released_at (Union[None, datetime.datetime]): When it was released; null unless `released`. RFC 3339, UTC,
            milliseconds.
        released_by (Union[None, str]): The API key (`key_…`) or OAuth client (`oac_…`) that released it.
        release_reason (Union[None, str]): Why it was released, if the release said.
    """

    id: str
    status: HoldStatus
    reference: "HoldReference"
    reason: str
    threat_id: Union[None, str]
    expires_at: Union[None, datetime.datetime]
    placed_by: str
    created_at: datetime.datetime
    released_at: Union[None, datetime.datetime]
    released_by: Union[None, str]
    release_reason: Union[None, str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status = self.status.value

        reference = self.reference.to_dict()

        reason = self.reason

        threat_id: Union[None, str]
        threat_id = self.threat_id

        expires_at: Union[None, str]
        if isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        placed_by = self.placed_by

        created_at = self.created_at.isoformat()

        released_at: Union[None, str]
        if isinstance(self.released_at, datetime.datetime):
            released_at = self.released_at.isoformat()
        else:
            released_at = self.released_at

        released_by: Union[None, str]
        released_by = self.released_by

        release_reason: Union[None, str]
        release_reason = self.release_reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "status": status,
                "reference": reference,
                "reason": reason,
                "threat_id": threat_id,
                "expires_at": expires_at,
                "placed_by": placed_by,
                "created_at": created_at,
                "released_at": released_at,
                "released_by": released_by,
                "release_reason": release_reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hold_reference import HoldReference

        d = dict(src_dict)
        id = d.pop("id")

        status = HoldStatus(d.pop("status"))

        reference = HoldReference.from_dict(d.pop("reference"))

        reason = d.pop("reason")

        def _parse_threat_id(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        threat_id = _parse_threat_id(d.pop("threat_id"))

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

        placed_by = d.pop("placed_by")

        created_at = isoparse(d.pop("created_at"))

        def _parse_released_at(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                released_at_type_0 = isoparse(data)

                return released_at_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        released_at = _parse_released_at(d.pop("released_at"))

        def _parse_released_by(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        released_by = _parse_released_by(d.pop("released_by"))

        def _parse_release_reason(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        release_reason = _parse_release_reason(d.pop("release_reason"))

        hold = cls(
            id=id,
            status=status,
            reference=reference,
            reason=reason,
            threat_id=threat_id,
            expires_at=expires_at,
            placed_by=placed_by,
            created_at=created_at,
            released_at=released_at,
            released_by=released_by,
            release_reason=release_reason,
        )

        hold.additional_properties = d
        return hold

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
