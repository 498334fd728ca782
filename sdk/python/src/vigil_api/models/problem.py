from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.problem_code import ProblemCode
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.field_error import FieldError


T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """An RFC 9457 problem document.

    Attributes:
        type_ (str): A URI naming the kind of problem: `urn:vigil:problem:<code>`.
        title (str): A short summary of the kind of problem.
        status (int): The HTTP status code.
        detail (str): What went wrong with this request and what to fix.
        code (ProblemCode): A stable, machine-readable error code; see docs/errors.md.
        request_id (str): The request id, also sent as `X-Request-Id`.
        errors (Union[Unset, list['FieldError']]): With `validation_failed`: each invalid part of the request.
    """

    type_: str
    title: str
    status: int
    detail: str
    code: ProblemCode
    request_id: str
    errors: Union[Unset, list["FieldError"]] = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        code = self.code.value

        request_id = self.request_id

        errors: Union[Unset, list[dict[str, Any]]] = UNSET
        if not isinstance(self.errors, Unset):
            errors = []
            for errors_item_data in self.errors:
                errors_item = errors_item_data.to_dict()
                errors.append(errors_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "title": title,
                "status": status,
                "detail": detail,
                "code": code,
                "request_id": request_id,
            }
        )
        if errors is not UNSET:
            field_dict["errors"] = errors

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.field_error import FieldError

        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        code = ProblemCode(d.pop("code"))

        request_id = d.pop("request_id")

        errors = []
        _errors = d.pop("errors", UNSET)
        for errors_item_data in _errors or []:
            errors_item = FieldError.from_dict(errors_item_data)

            errors.append(errors_item)

        problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            code=code,
            request_id=request_id,
            errors=errors,
        )

        problem.additional_properties = d
        return problem

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
