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

from ..models.imagery_scan_reason import ImageryScanReason
from ..models.imagery_scan_status import ImageryScanStatus

if TYPE_CHECKING:
    from ..models.imagery_scan_progress import ImageryScanProgress
    from ..models.imagery_scan_scenes_item import ImageryScanScenesItem
    from ..models.imagery_scan_search import ImageryScanSearch


T = TypeVar("T", bound="ImageryScan")


@_attrs_define
class ImageryScan:
    """A search of a site’s catalog and the scans of the scenes it found.

    Attributes:
        id (str): The scan id (`scan_…`).
        site_id (str):
        reason (ImageryScanReason): `baseline`: imagery was turned on (looks back); `periodic`: the timer; `demand`:
            `POST /v1/sites/:id/scans`.
        status (ImageryScanStatus): `queued` and `searching`: the catalog search has not finished (`error` says why when
            an attempt failed and it will be retried); `scanning`: scenes are waiting or running; `completed`: every scene
            has its outcome; `failed`: the search failed on every attempt.
        stac_url (str):
        collection (str):
        search (ImageryScanSearch):
        scenes_found (Union[None, int]): New scenes the search found; null before it ran.
        items_skipped (list[str]): Items the catalog returned that are not usable scenes, each with why.
        progress (ImageryScanProgress):
        bytes_read (int): Bytes read for this scan: catalog pages and COG ranges.
        error (Union[None, str]):
        scenes (list['ImageryScanScenesItem']): Its scenes, oldest first.
        created_at (datetime.datetime): When the scan was started. RFC 3339, UTC, milliseconds.
        completed_at (Union[None, datetime.datetime]): When the last scene got its outcome (or the search failed). RFC
            3339, UTC, milliseconds.
    """

    id: str
    site_id: str
    reason: ImageryScanReason
    status: ImageryScanStatus
    stac_url: str
    collection: str
    search: "ImageryScanSearch"
    scenes_found: Union[None, int]
    items_skipped: list[str]
    progress: "ImageryScanProgress"
    bytes_read: int
    error: Union[None, str]
    scenes: list["ImageryScanScenesItem"]
    created_at: datetime.datetime
    completed_at: Union[None, datetime.datetime]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        site_id = self.site_id

        reason = self.reason.value

        status = self.status.value

        stac_url = self.stac_url

        collection = self.collection

        search = self.search.to_dict()

        scenes_found: Union[None, int]
        scenes_found = self.scenes_found

        items_skipped = self.items_skipped

        progress = self.progress.to_dict()

        bytes_read = self.bytes_read

        error: Union[None, str]
        error = self.error

        scenes = []
        for scenes_item_data in self.scenes:
            scenes_item = scenes_item_data.to_dict()
            scenes.append(scenes_item)

        created_at = self.created_at.isoformat()

        completed_at: Union[None, str]
        if isinstance(self.completed_at, datetime.datetime):
            completed_at = self.completed_at.isoformat()
        else:
            completed_at = self.completed_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "site_id": site_id,
                "reason": reason,
                "status": status,
                "stac_url": stac_url,
                "collection": collection,
                "search": search,
                "scenes_found": scenes_found,
                "items_skipped": items_skipped,
                "progress": progress,
                "bytes_read": bytes_read,
                "error": error,
                "scenes": scenes,
                "created_at": created_at,
                "completed_at": completed_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.imagery_scan_progress import ImageryScanProgress
        from ..models.imagery_scan_scenes_item import ImageryScanScenesItem
        from ..models.imagery_scan_search import ImageryScanSearch

        d = dict(src_dict)
        id = d.pop("id")

        site_id = d.pop("site_id")

        reason = ImageryScanReason(d.pop("reason"))

        status = ImageryScanStatus(d.pop("status"))

        stac_url = d.pop("stac_url")

        collection = d.pop("collection")

        search = ImageryScanSearch.from_dict(d.pop("search"))

        def _parse_scenes_found(data: object) -> Union[None, int]:
            if data is None:
                return data
            return cast(Union[None, int], data)

        scenes_found = _parse_scenes_found(d.pop("scenes_found"))

        items_skipped = cast(list[str], d.pop("items_skipped"))

        progress = ImageryScanProgress.from_dict(d.pop("progress"))

        bytes_read = d.pop("bytes_read")

        def _parse_error(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        error = _parse_error(d.pop("error"))

        scenes = []
        _scenes = d.pop("scenes")
        for scenes_item_data in _scenes:
            scenes_item = ImageryScanScenesItem.from_dict(scenes_item_data)

            scenes.append(scenes_item)

        created_at = isoparse(d.pop("created_at"))

        def _parse_completed_at(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                completed_at_type_0 = isoparse(data)

                return completed_at_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        completed_at = _parse_completed_at(d.pop("completed_at"))

        imagery_scan = cls(
            id=id,
            site_id=site_id,
            reason=reason,
            status=status,
            stac_url=stac_url,
            collection=collection,
            search=search,
            scenes_found=scenes_found,
            items_skipped=items_skipped,
            progress=progress,
            bytes_read=bytes_read,
            error=error,
            scenes=scenes,
            created_at=created_at,
            completed_at=completed_at,
        )

        imagery_scan.additional_properties = d
        return imagery_scan

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
