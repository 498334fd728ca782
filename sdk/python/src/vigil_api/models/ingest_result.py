from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ingest_result_errors_item import IngestResultErrorsItem


T = TypeVar("T", bound="IngestResult")


@_attrs_define
class IngestResult:
    """What became of each non-blank line (text) or item (JSON), each counted once: accepted + rejected + pending + ignored
    + duplicates. `late`, `unjudged` and `suspect` are parts of `accepted`, each line in at most one of them.

        Attributes:
            accepted (int): Lines or items stored: a position or static facts (each line of a multi-part message counts).
                Comment lines and blank lines are not counted.
            rejected (int): Lines or items refused, each listed in `errors`.
            late (int): Of the accepted, those older than the asset's newest stored position, which arrived longer ago than
                the reorder window: the asset is judged again from their time, and what that finds is told with `late: true`.
                Positions beyond the late horizon are counted in `unjudged` instead.
            suspect (int): Of the accepted, fixes that are not believed: at Null Island, with a speed no asset of the kind
                reaches, or too far from the asset's last good fix for the time between. Stored with their `quality`, shown in
                tracks with `include_suspect=true`, never judged.
            unjudged (int): Of the accepted, positions further behind the clock than the late horizon
                (`VIGIL_LATE_HORIZON_S`, a day): an archive is stored in the track and judged by no engine, so it raises no
                alerts (`vigil replay --as-live` dates a recording by the moment it is sent instead).
            pending (int): Lines held as parts of a multi-part AIS message whose other parts have not come yet. They are
                joined with parts sent within 10 s (in this workspace's next bodies, or on the same feed); after that they are
                dropped.
            ignored (int): Lines read without fault that store nothing: comments, other NMEA sentences, AIS messages of
                stations that are not tracked (base stations, aids to navigation, binary messages), SBS lines whose speed or
                altitude only carries onto the next position.
            duplicates (int): The same report again: with the same time and values as one already stored, or the same AIS
                transmission twice in this body.
            errors (list['IngestResultErrorsItem']):
    """

    accepted: int
    rejected: int
    late: int
    suspect: int
    unjudged: int
    pending: int
    ignored: int
    duplicates: int
    errors: list["IngestResultErrorsItem"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        accepted = self.accepted

        rejected = self.rejected

        late = self.late

        suspect = self.suspect

        unjudged = self.unjudged

        pending = self.pending

        ignored = self.ignored

        duplicates = self.duplicates

        errors = []
        for errors_item_data in self.errors:
            errors_item = errors_item_data.to_dict()
            errors.append(errors_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "accepted": accepted,
                "rejected": rejected,
                "late": late,
                "suspect": suspect,
                "unjudged": unjudged,
                "pending": pending,
                "ignored": ignored,
                "duplicates": duplicates,
                "errors": errors,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ingest_result_errors_item import IngestResultErrorsItem

        d = dict(src_dict)
        accepted = d.pop("accepted")

        rejected = d.pop("rejected")

        late = d.pop("late")

        suspect = d.pop("suspect")

        unjudged = d.pop("unjudged")

        pending = d.pop("pending")

        ignored = d.pop("ignored")

        duplicates = d.pop("duplicates")

        errors = []
        _errors = d.pop("errors")
        for errors_item_data in _errors:
            errors_item = IngestResultErrorsItem.from_dict(errors_item_data)

            errors.append(errors_item)

        ingest_result = cls(
            accepted=accepted,
            rejected=rejected,
            late=late,
            suspect=suspect,
            unjudged=unjudged,
            pending=pending,
            ignored=ignored,
            duplicates=duplicates,
            errors=errors,
        )

        ingest_result.additional_properties = d
        return ingest_result

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
