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

from ..models.sar_draft_status import SarDraftStatus

if TYPE_CHECKING:
    from ..models.sar_content import SarContent
    from ..models.sar_draft_downloads_type_0 import SarDraftDownloadsType0
    from ..models.sar_signature import SarSignature


T = TypeVar("T", bound="SarDraft")


@_attrs_define
class SarDraft:
    """A suspicious-activity report draft built from a threat: `draft` holds the FinCEN SAR parts and narrative once
    `status` is `ready`.

        Attributes:
            id (str): The SAR draft id (`sar_…`).
            status (SarDraftStatus):
            threat_id (str): The threat it reports (`thr_…`).
            draft (Union['SarContent', None]):
            downloads (Union['SarDraftDownloadsType0', None]): Once ready.
            error (Union[None, str]): Why the draft failed.
            signature (Union['SarSignature', None]):
            created_at (datetime.datetime): When the draft was asked for. RFC 3339, UTC, milliseconds.
            completed_at (Union[None, datetime.datetime]): When it became ready or failed. RFC 3339, UTC, milliseconds.
    """

    id: str
    status: SarDraftStatus
    threat_id: str
    draft: Union["SarContent", None]
    downloads: Union["SarDraftDownloadsType0", None]
    error: Union[None, str]
    signature: Union["SarSignature", None]
    created_at: datetime.datetime
    completed_at: Union[None, datetime.datetime]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.sar_content import SarContent
        from ..models.sar_draft_downloads_type_0 import SarDraftDownloadsType0
        from ..models.sar_signature import SarSignature

        id = self.id

        status = self.status.value

        threat_id = self.threat_id

        draft: Union[None, dict[str, Any]]
        if isinstance(self.draft, SarContent):
            draft = self.draft.to_dict()
        else:
            draft = self.draft

        downloads: Union[None, dict[str, Any]]
        if isinstance(self.downloads, SarDraftDownloadsType0):
            downloads = self.downloads.to_dict()
        else:
            downloads = self.downloads

        error: Union[None, str]
        error = self.error

        signature: Union[None, dict[str, Any]]
        if isinstance(self.signature, SarSignature):
            signature = self.signature.to_dict()
        else:
            signature = self.signature

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
                "status": status,
                "threat_id": threat_id,
                "draft": draft,
                "downloads": downloads,
                "error": error,
                "signature": signature,
                "created_at": created_at,
                "completed_at": completed_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sar_content import SarContent
        from ..models.sar_draft_downloads_type_0 import SarDraftDownloadsType0
        from ..models.sar_signature import SarSignature

        d = dict(src_dict)
        id = d.pop("id")

        status = SarDraftStatus(d.pop("status"))

        threat_id = d.pop("threat_id")

        def _parse_draft(data: object) -> Union["SarContent", None]:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                draft_type_0 = SarContent.from_dict(data)

                return draft_type_0
            except:  # noqa: E722
                pass
            return cast(Union["SarContent", None], data)

        draft = _parse_draft(d.pop("draft"))

        def _parse_downloads(data: object) -> Union["SarDraftDownloadsType0", None]:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                downloads_type_0 = SarDraftDownloadsType0.from_dict(data)

                return downloads_type_0
            except:  # noqa: E722
                pass
            return cast(Union["SarDraftDownloadsType0", None], data)

        downloads = _parse_downloads(d.pop("downloads"))

        def _parse_error(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        error = _parse_error(d.pop("error"))

        def _parse_signature(data: object) -> Union["SarSignature", None]:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                signature_type_0 = SarSignature.from_dict(data)

                return signature_type_0
            except:  # noqa: E722
                pass
            return cast(Union["SarSignature", None], data)

        signature = _parse_signature(d.pop("signature"))

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

        sar_draft = cls(
            id=id,
            status=status,
            threat_id=threat_id,
            draft=draft,
            downloads=downloads,
            error=error,
            signature=signature,
            created_at=created_at,
            completed_at=completed_at,
        )

        sar_draft.additional_properties = d
        return sar_draft

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
