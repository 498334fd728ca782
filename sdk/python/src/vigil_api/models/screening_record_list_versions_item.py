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

T = TypeVar("T", bound="ScreeningRecordListVersionsItem")


@_attrs_define
class ScreeningRecordListVersionsItem:
    """
    Attributes:
        source (str): `ofac_sdn`, `tagpack:<pack>`, …
        id (Union[None, str]): The import (`source:seq`): one per import, so two imports of publications with the same
            date are two ids. Null for screenings stored before ids were kept.
        version (str): The publication’s own version (OFAC: its issue date).
        imported_at (Union[None, datetime.datetime]): When that version was imported. RFC 3339, UTC, milliseconds.
        file_name (Union[None, str]): The file it was imported from.
    """

    source: str
    id: Union[None, str]
    version: str
    imported_at: Union[None, datetime.datetime]
    file_name: Union[None, str]

    def to_dict(self) -> dict[str, Any]:
        source = self.source

        id: Union[None, str]
        id = self.id

        version = self.version

        imported_at: Union[None, str]
        if isinstance(self.imported_at, datetime.datetime):
            imported_at = self.imported_at.isoformat()
        else:
            imported_at = self.imported_at

        file_name: Union[None, str]
        file_name = self.file_name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "source": source,
                "id": id,
                "version": version,
                "imported_at": imported_at,
                "file_name": file_name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        source = d.pop("source")

        def _parse_id(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        id = _parse_id(d.pop("id"))

        version = d.pop("version")

        def _parse_imported_at(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                imported_at_type_0 = isoparse(data)

                return imported_at_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        imported_at = _parse_imported_at(d.pop("imported_at"))

        def _parse_file_name(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        file_name = _parse_file_name(d.pop("file_name"))

        screening_record_list_versions_item = cls(
            source=source,
            id=id,
            version=version,
            imported_at=imported_at,
            file_name=file_name,
        )

        return screening_record_list_versions_item
