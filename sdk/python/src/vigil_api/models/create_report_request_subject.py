from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.create_report_request_subject_kind import CreateReportRequestSubjectKind

T = TypeVar("T", bound="CreateReportRequestSubject")


@_attrs_define
class CreateReportRequestSubject:
    """
    Attributes:
        kind (CreateReportRequestSubjectKind):
        id (str): The site, asset or case id.
    """

    kind: CreateReportRequestSubjectKind
    id: str

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        id = self.id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "id": id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = CreateReportRequestSubjectKind(d.pop("kind"))

        id = d.pop("id")

        create_report_request_subject = cls(
            kind=kind,
            id=id,
        )

        return create_report_request_subject
