from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.health_check_status import HealthCheckStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="HealthCheck")


@_attrs_define
class HealthCheck:
    """One readiness check.

    Attributes:
        status (HealthCheckStatus):
        detail (str): What was found; when failing, what is wrong.
        free_bytes (Union[Unset, int]): `disk`: bytes free for the store’s files.
        lag_s (Union[None, Unset, float]): `engine`: seconds since the oldest position waiting to be judged was stored
            (engine lag); null when none waits.
        held (Union[Unset, list[int]]): `partitions`: the engine partitions this process holds.
        unheld (Union[Unset, list[int]]): `partitions`: partitions no process has held for 10 s or more: nobody judges
            their positions.
    """

    status: HealthCheckStatus
    detail: str
    free_bytes: Union[Unset, int] = UNSET
    lag_s: Union[None, Unset, float] = UNSET
    held: Union[Unset, list[int]] = UNSET
    unheld: Union[Unset, list[int]] = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        detail = self.detail

        free_bytes = self.free_bytes

        lag_s: Union[None, Unset, float]
        if isinstance(self.lag_s, Unset):
            lag_s = UNSET
        else:
            lag_s = self.lag_s

        held: Union[Unset, list[int]] = UNSET
        if not isinstance(self.held, Unset):
            held = self.held

        unheld: Union[Unset, list[int]] = UNSET
        if not isinstance(self.unheld, Unset):
            unheld = self.unheld

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "detail": detail,
            }
        )
        if free_bytes is not UNSET:
            field_dict["free_bytes"] = free_bytes
        if lag_s is not UNSET:
            field_dict["lag_s"] = lag_s
        if held is not UNSET:
            field_dict["held"] = held
        if unheld is not UNSET:
            field_dict["unheld"] = unheld

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = HealthCheckStatus(d.pop("status"))

        detail = d.pop("detail")

        free_bytes = d.pop("free_bytes", UNSET)

        def _parse_lag_s(data: object) -> Union[None, Unset, float]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(Union[None, Unset, float], data)

        lag_s = _parse_lag_s(d.pop("lag_s", UNSET))

        held = cast(list[int], d.pop("held", UNSET))

        unheld = cast(list[int], d.pop("unheld", UNSET))

        health_check = cls(
            status=status,
            detail=detail,
            free_bytes=free_bytes,
            lag_s=lag_s,
            held=held,
            unheld=unheld,
        )

        health_check.additional_properties = d
        return health_check

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
