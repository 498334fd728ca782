from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define

from ..models.update_threat_request_disposition_type_1 import (
    UpdateThreatRequestDispositionType1,
)
from ..models.update_threat_request_disposition_type_2_type_1 import (
    UpdateThreatRequestDispositionType2Type1,
)
from ..models.update_threat_request_disposition_type_3_type_1 import (
    UpdateThreatRequestDispositionType3Type1,
)
from ..models.update_threat_request_status import UpdateThreatRequestStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateThreatRequest")


@_attrs_define
class UpdateThreatRequest:
    """At least one field: what to change, or a note to record.

    Attributes:
        status (Union[Unset, UpdateThreatRequestStatus]): Close or reopen it.
        assignee (Union[None, Unset, str]): Who looks into it (a name, an e-mail address); null unassigns it.
        disposition (Union[None, Unset, UpdateThreatRequestDispositionType1, UpdateThreatRequestDispositionType2Type1,
            UpdateThreatRequestDispositionType3Type1]): `true_positive`, `false_positive`, `escalated` or `benign` (see the
            Threat schema); null clears it.
        note (Union[None, Unset, str]): Why, for the record; null clears the last note.
    """

    status: Union[Unset, UpdateThreatRequestStatus] = UNSET
    assignee: Union[None, Unset, str] = UNSET
    disposition: Union[
        None,
        Unset,
        UpdateThreatRequestDispositionType1,
        UpdateThreatRequestDispositionType2Type1,
        UpdateThreatRequestDispositionType3Type1,
    ] = UNSET
    note: Union[None, Unset, str] = UNSET

    def to_dict(self) -> dict[str, Any]:
        status: Union[Unset, str] = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value

        assignee: Union[None, Unset, str]
        if isinstance(self.assignee, Unset):
            assignee = UNSET
        else:
            assignee = self.assignee

        disposition: Union[None, Unset, str]
        if isinstance(self.disposition, Unset):
            disposition = UNSET
        elif isinstance(self.disposition, UpdateThreatRequestDispositionType1):
            disposition = self.disposition.value
        elif isinstance(self.disposition, UpdateThreatRequestDispositionType2Type1):
            disposition = self.disposition.value
        elif isinstance(self.disposition, UpdateThreatRequestDispositionType3Type1):
            disposition = self.disposition.value
        else:
            disposition = self.disposition

        note: Union[None, Unset, str]
        if isinstance(self.note, Unset):
            note = UNSET
        else:
            note = self.note

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if status is not UNSET:
            field_dict["status"] = status
        if assignee is not UNSET:
            field_dict["assignee"] = assignee
        if disposition is not UNSET:
            field_dict["disposition"] = disposition
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _status = d.pop("status", UNSET)
        status: Union[Unset, UpdateThreatRequestStatus]
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = UpdateThreatRequestStatus(_status)

        def _parse_assignee(data: object) -> Union[None, Unset, str]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(Union[None, Unset, str], data)

        assignee = _parse_assignee(d.pop("assignee", UNSET))

        def _parse_disposition(
            data: object,
        ) -> Union[
            None,
            Unset,
            UpdateThreatRequestDispositionType1,
            UpdateThreatRequestDispositionType2Type1,
            UpdateThreatRequestDispositionType3Type1,
        ]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disposition_type_1 = UpdateThreatRequestDispositionType1(data)

                return disposition_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disposition_type_2_type_1 = UpdateThreatRequestDispositionType2Type1(
                    data
                )

                return disposition_type_2_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disposition_type_3_type_1 = UpdateThreatRequestDispositionType3Type1(
                    data
                )

                return disposition_type_3_type_1
            except:  # noqa: E722
                pass
            return cast(
                Union[
                    None,
                    Unset,
                    UpdateThreatRequestDispositionType1,
                    UpdateThreatRequestDispositionType2Type1,
                    UpdateThreatRequestDispositionType3Type1,
                ],
                data,
            )

        disposition = _parse_disposition(d.pop("disposition", UNSET))

        def _parse_note(data: object) -> Union[None, Unset, str]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(Union[None, Unset, str], data)

        note = _parse_note(d.pop("note", UNSET))

        update_threat_request = cls(
            status=status,
            assignee=assignee,
            disposition=disposition,
            note=note,
        )

        return update_threat_request
