from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.health_check import HealthCheck


T = TypeVar("T", bound="GetReadinessResponseChecks")


@_attrs_define
class GetReadinessResponseChecks:
    """Each check that applies to how this process runs: `store` (a write succeeds), `disk` (SQLite: free space above
    VIGIL_DISK_FREE_MIN_MB), `nats` (with NATS_URL: connected), `engine` (the oldest position waiting to be judged is
    younger than the reorder window plus 60 s), `partitions` (with several processes: every engine partition has a
    holder).

        Attributes:
            store (Union[Unset, HealthCheck]): One readiness check.
            disk (Union[Unset, HealthCheck]): One readiness check.
            nats (Union[Unset, HealthCheck]): One readiness check.
            engine (Union[Unset, HealthCheck]): One readiness check.
            partitions (Union[Unset, HealthCheck]): One readiness check.
    """

    store: Union[Unset, "HealthCheck"] = UNSET
    disk: Union[Unset, "HealthCheck"] = UNSET
    nats: Union[Unset, "HealthCheck"] = UNSET
    engine: Union[Unset, "HealthCheck"] = UNSET
    partitions: Union[Unset, "HealthCheck"] = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        store: Union[Unset, dict[str, Any]] = UNSET
        if not isinstance(self.store, Unset):
            store = self.store.to_dict()

        disk: Union[Unset, dict[str, Any]] = UNSET
        if not isinstance(self.disk, Unset):
            disk = self.disk.to_dict()

        nats: Union[Unset, dict[str, Any]] = UNSET
        if not isinstance(self.nats, Unset):
            nats = self.nats.to_dict()

        engine: Union[Unset, dict[str, Any]] = UNSET
        if not isinstance(self.engine, Unset):
            engine = self.engine.to_dict()

        partitions: Union[Unset, dict[str, Any]] = UNSET
        if not isinstance(self.partitions, Unset):
            partitions = self.partitions.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if store is not UNSET:
            field_dict["store"] = store
        if disk is not UNSET:
            field_dict["disk"] = disk
        if nats is not UNSET:
            field_dict["nats"] = nats
        if engine is not UNSET:
            field_dict["engine"] = engine
        if partitions is not UNSET:
            field_dict["partitions"] = partitions

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.health_check import HealthCheck

        d = dict(src_dict)
        _store = d.pop("store", UNSET)
        store: Union[Unset, HealthCheck]
        if isinstance(_store, Unset):
            store = UNSET
        else:
            store = HealthCheck.from_dict(_store)

        _disk = d.pop("disk", UNSET)
        disk: Union[Unset, HealthCheck]
        if isinstance(_disk, Unset):
            disk = UNSET
        else:
            disk = HealthCheck.from_dict(_disk)

        _nats = d.pop("nats", UNSET)
        nats: Union[Unset, HealthCheck]
        if isinstance(_nats, Unset):
            nats = UNSET
        else:
            nats = HealthCheck.from_dict(_nats)

        _engine = d.pop("engine", UNSET)
        engine: Union[Unset, HealthCheck]
        if isinstance(_engine, Unset):
            engine = UNSET
        else:
            engine = HealthCheck.from_dict(_engine)

        _partitions = d.pop("partitions", UNSET)
        partitions: Union[Unset, HealthCheck]
        if isinstance(_partitions, Unset):
            partitions = UNSET
        else:
            partitions = HealthCheck.from_dict(_partitions)

        get_readiness_response_checks = cls(
            store=store,
            disk=disk,
            nats=nats,
            engine=engine,
            partitions=partitions,
        )

        get_readiness_response_checks.additional_properties = d
        return get_readiness_response_checks

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
