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

from ..models.imagery_scan_scenes_item_outcome_type_1 import (
    ImageryScanScenesItemOutcomeType1,
)
from ..models.imagery_scan_scenes_item_outcome_type_2_type_1 import (
    ImageryScanScenesItemOutcomeType2Type1,
)
from ..models.imagery_scan_scenes_item_outcome_type_3_type_1 import (
    ImageryScanScenesItemOutcomeType3Type1,
)
from ..models.imagery_scan_scenes_item_status import ImageryScanScenesItemStatus

if TYPE_CHECKING:
    from ..models.imagery_scan_scenes_item_left_out_item import (
        ImageryScanScenesItemLeftOutItem,
    )


T = TypeVar("T", bound="ImageryScanScenesItem")


@_attrs_define
class ImageryScanScenesItem:
    """One scene found for the site, with its outcome.

    Attributes:
        id (str): The scene record (`scn_…`).
        item_id (str): The STAC item id.
        datetime_ (datetime.datetime): When the scene was acquired. RFC 3339, UTC, milliseconds.
        status (ImageryScanScenesItemStatus):
        outcome (Union[ImageryScanScenesItemOutcomeType1, ImageryScanScenesItemOutcomeType2Type1,
            ImageryScanScenesItemOutcomeType3Type1, None]): `detections`: new detections recorded; `no_change`: compared,
            nothing above the thresholds; `no_usable_observation`: too little of the site clear (cloud, shadow, snow, no
            data), no band read; `baseline`: clear, kept to compare later scenes with (too few prior clear scenes yet);
            `rejected`: its reflectance failed the negative-value check (a wrong offset); `error`: every attempt failed,
            nothing recorded; `skipped`: the site was stopped or its imagery turned off first. Null until done.
        detail (Union[None, str]): The outcome in words: why, and what was found.
        clear_fraction (Union[None, float]): Share of the site seen clear.
        detections (list[str]): Detections this scene recorded.
        suppressed (list[str]): Detections recorded suppressed (in areas muted by feedback).
        confirmed (list[str]): Earlier detections this scene saw again (raised to high).
        left_out (list['ImageryScanScenesItemLeftOutItem']): Changes seen but not recorded, each with why (below the
            minimum mapping unit, mostly outside the site…).
        bytes_read (int): Bytes read from the COGs for this scene.
        requests (int): HTTP range requests made.
        attempts (int):
        finished_at (Union[None, datetime.datetime]): When its outcome was recorded. RFC 3339, UTC, milliseconds.
    """

    id: str
    item_id: str
    datetime_: datetime.datetime
    status: ImageryScanScenesItemStatus
    outcome: Union[
        ImageryScanScenesItemOutcomeType1,
        ImageryScanScenesItemOutcomeType2Type1,
        ImageryScanScenesItemOutcomeType3Type1,
        None,
    ]
    detail: Union[None, str]
    clear_fraction: Union[None, float]
    detections: list[str]
    suppressed: list[str]
    confirmed: list[str]
    left_out: list["ImageryScanScenesItemLeftOutItem"]
    bytes_read: int
    requests: int
    attempts: int
    finished_at: Union[None, datetime.datetime]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        item_id = self.item_id

        datetime_ = self.datetime_.isoformat()

        status = self.status.value

        outcome: Union[None, str]
        if isinstance(self.outcome, ImageryScanScenesItemOutcomeType1):
            outcome = self.outcome.value
        elif isinstance(self.outcome, ImageryScanScenesItemOutcomeType2Type1):
            outcome = self.outcome.value
        elif isinstance(self.outcome, ImageryScanScenesItemOutcomeType3Type1):
            outcome = self.outcome.value
        else:
            outcome = self.outcome

        detail: Union[None, str]
        detail = self.detail

        clear_fraction: Union[None, float]
        clear_fraction = self.clear_fraction

        detections = self.detections

        suppressed = self.suppressed

        confirmed = self.confirmed

        left_out = []
        for left_out_item_data in self.left_out:
            left_out_item = left_out_item_data.to_dict()
            left_out.append(left_out_item)

        bytes_read = self.bytes_read

        requests = self.requests

        attempts = self.attempts

        finished_at: Union[None, str]
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "item_id": item_id,
                "datetime": datetime_,
                "status": status,
                "outcome": outcome,
                "detail": detail,
                "clear_fraction": clear_fraction,
                "detections": detections,
                "suppressed": suppressed,
                "confirmed": confirmed,
                "left_out": left_out,
                "bytes_read": bytes_read,
                "requests": requests,
                "attempts": attempts,
                "finished_at": finished_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.imagery_scan_scenes_item_left_out_item import (
            ImageryScanScenesItemLeftOutItem,
        )

        d = dict(src_dict)
        id = d.pop("id")

        item_id = d.pop("item_id")

        datetime_ = isoparse(d.pop("datetime"))

        status = ImageryScanScenesItemStatus(d.pop("status"))

        def _parse_outcome(
            data: object,
        ) -> Union[
            ImageryScanScenesItemOutcomeType1,
            ImageryScanScenesItemOutcomeType2Type1,
            ImageryScanScenesItemOutcomeType3Type1,
            None,
        ]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                outcome_type_1 = ImageryScanScenesItemOutcomeType1(data)

                return outcome_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                outcome_type_2_type_1 = ImageryScanScenesItemOutcomeType2Type1(data)

                return outcome_type_2_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                outcome_type_3_type_1 = ImageryScanScenesItemOutcomeType3Type1(data)

                return outcome_type_3_type_1
            except:  # noqa: E722
                pass
            return cast(
                Union[
                    ImageryScanScenesItemOutcomeType1,
                    ImageryScanScenesItemOutcomeType2Type1,
                    ImageryScanScenesItemOutcomeType3Type1,
                    None,
                ],
                data,
            )

        outcome = _parse_outcome(d.pop("outcome"))

        def _parse_detail(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        detail = _parse_detail(d.pop("detail"))

        def _parse_clear_fraction(data: object) -> Union[None, float]:
            if data is None:
                return data
            return cast(Union[None, float], data)

        clear_fraction = _parse_clear_fraction(d.pop("clear_fraction"))

        detections = cast(list[str], d.pop("detections"))

        suppressed = cast(list[str], d.pop("suppressed"))

        confirmed = cast(list[str], d.pop("confirmed"))

        left_out = []
        _left_out = d.pop("left_out")
        for left_out_item_data in _left_out:
            left_out_item = ImageryScanScenesItemLeftOutItem.from_dict(
                left_out_item_data
            )

            left_out.append(left_out_item)

        bytes_read = d.pop("bytes_read")

        requests = d.pop("requests")

        attempts = d.pop("attempts")

        def _parse_finished_at(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = isoparse(data)

                return finished_at_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        finished_at = _parse_finished_at(d.pop("finished_at"))

        imagery_scan_scenes_item = cls(
            id=id,
            item_id=item_id,
            datetime_=datetime_,
            status=status,
            outcome=outcome,
            detail=detail,
            clear_fraction=clear_fraction,
            detections=detections,
            suppressed=suppressed,
            confirmed=confirmed,
            left_out=left_out,
            bytes_read=bytes_read,
            requests=requests,
            attempts=attempts,
            finished_at=finished_at,
        )

        imagery_scan_scenes_item.additional_properties = d
        return imagery_scan_scenes_item

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
