import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..models.identity_history_history_item_field import IdentityHistoryHistoryItemField
from ..types import UNSET, Unset

T = TypeVar("T", bound="IdentityHistoryHistoryItem")


@_attrs_define
class IdentityHistoryHistoryItem:
    """
    Attributes:
        field (IdentityHistoryHistoryItemField): What was reported: AIS static data (`name`, `call_sign`, `imo`,
            `ship_type` as the ITU-R M.1371 code, `destination`), the `mmsi` and the `flag` its MID names (ITU’s table), an
            aircraft’s `registration` and `flight` callsign.
        value (str):
        from_ (datetime.datetime): The first report of this value (its own time), or for `mmsi` and `flag` when Vigil
            first heard the asset. RFC 3339, UTC, milliseconds.
        to (Union[None, datetime.datetime]): When the next value of the field began; null while this is the current one.
            RFC 3339, UTC, milliseconds.
        code (Union[None, Unset, str]): For `flag`: ISO 3166-1 alpha-2, null when the MID stands for several
            territories.
        asset_id (Union[Unset, str]): Set when another asset reported it: the same ship (same IMO) under another MMSI,
            over the time it carried that IMO.
    """

    field: IdentityHistoryHistoryItemField
    value: str
    from_: datetime.datetime
    to: Union[None, datetime.datetime]
    code: Union[None, Unset, str] = UNSET
    asset_id: Union[Unset, str] = UNSET

    def to_dict(self) -> dict[str, Any]:
        field = self.field.value

        value = self.value

        from_ = self.from_.isoformat()

        to: Union[None, str]
        if isinstance(self.to, datetime.datetime):
            to = self.to.isoformat()
        else:
            to = self.to

        code: Union[None, Unset, str]
        if isinstance(self.code, Unset):
            code = UNSET
        else:
            code = self.code

        asset_id = self.asset_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "field": field,
                "value": value,
                "from": from_,
                "to": to,
            }
        )
        if code is not UNSET:
            field_dict["code"] = code
        if asset_id is not UNSET:
            field_dict["asset_id"] = asset_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        field = IdentityHistoryHistoryItemField(d.pop("field"))

        value = d.pop("value")

        from_ = isoparse(d.pop("from"))

        def _parse_to(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_type_0 = isoparse(data)

                return to_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        to = _parse_to(d.pop("to"))

        def _parse_code(data: object) -> Union[None, Unset, str]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(Union[None, Unset, str], data)

        code = _parse_code(d.pop("code", UNSET))

        asset_id = d.pop("asset_id", UNSET)

        identity_history_history_item = cls(
            field=field,
            value=value,
            from_=from_,
            to=to,
            code=code,
            asset_id=asset_id,
        )

        return identity_history_history_item
