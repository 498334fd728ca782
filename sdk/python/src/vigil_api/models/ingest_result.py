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
    + duplicates.

        Attributes:
            accepted (int): Lines or items stored: a position or static facts (each line of a multi-part message counts).
                Comment lines and blank lines are not counted.
            rejected (int): Lines or items refused, each listed in `errors`.
            late (int): Of the accepted, those older than the asset's newest stored position when they arrived: stored in
                the track, but not evaluated for zone events or the other tracking alerts.
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
