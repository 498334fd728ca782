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
from dateutil.parser import isoparse

from ..models.watch_import_format import WatchImportFormat
from ..models.watch_import_status import WatchImportStatus

if TYPE_CHECKING:
    from ..models.watch_import_lines_item import WatchImportLinesItem


T = TypeVar("T", bound="WatchImport")


@_attrs_define
class WatchImport:
    """A bulk add of watches and its per-line report.

    Attributes:
        id (str): The import (`wimp_…`).
        status (WatchImportStatus):
        format_ (WatchImportFormat):
        total (int): Lines sent.
        created (int): New watches (each screened).
        existing (int): Lines of an address watched already, or named twice.
        rejected (int): Lines that are not a watch (see `lines`).
        lines (list['WatchImportLinesItem']): Every line that did not make a new watch, and why; the others did.
        created_at (datetime.datetime): When it was sent. RFC 3339, UTC, milliseconds.
        finished_at (Union[None, datetime.datetime]): When it finished. RFC 3339, UTC, milliseconds.
    """

    id: str
    status: WatchImportStatus
    format_: WatchImportFormat
    total: int
    created: int
    existing: int
    rejected: int
    lines: list["WatchImportLinesItem"]
    created_at: datetime.datetime
    finished_at: Union[None, datetime.datetime]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status = self.status.value

        format_ = self.format_.value

        total = self.total

        created = self.created

        existing = self.existing

        rejected = self.rejected

        lines = []
        for lines_item_data in self.lines:
            lines_item = lines_item_data.to_dict()
            lines.append(lines_item)

        created_at = self.created_at.isoformat()

        finished_at: Union[None, str]
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "status": status,
                "format": format_,
                "total": total,
                "created": created,
                "existing": existing,
                "rejected": rejected,
                "lines": lines,
                "created_at": created_at,
                "finished_at": finished_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.watch_import_lines_item import WatchImportLinesItem

        d = dict(src_dict)
        id = d.pop("id")

        status = WatchImportStatus(d.pop("status"))

        format_ = WatchImportFormat(d.pop("format"))

        total = d.pop("total")

        created = d.pop("created")

        existing = d.pop("existing")

        rejected = d.pop("rejected")

        lines = []
        _lines = d.pop("lines")
        for lines_item_data in _lines:
            lines_item = WatchImportLinesItem.from_dict(lines_item_data)

            lines.append(lines_item)

        created_at = isoparse(d.pop("created_at"))

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

        watch_import = cls(
            id=id,
            status=status,
            format_=format_,
            total=total,
            created=created,
            existing=existing,
            rejected=rejected,
            lines=lines,
            created_at=created_at,
            finished_at=finished_at,
        )

        return watch_import
