from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ingest_event_response_status import IngestEventResponseStatus

T = TypeVar("T", bound="IngestEventResponse")


@_attrs_define
class IngestEventResponse:
    """Stored; the agents will inspect it.

    Attributes:
        id (str): The event (`ing_…`); for a duplicate, the event stored before for the same movement.
        status (IngestEventResponseStatus): `duplicate`: the same movement (chain, transaction, log or output; a
            withdrawal’s `withdrawal_id`) was sent before with the same data, so nothing new is stored and no agent counts
            it again (a client retry).
        transfer_ids (list[str]): The transfers (`xfer_…`) the event was stored as in the transfer graph that screening
            traces (a hold can name one: `{"reference": {"transfer_id": …}}`): one per sender → receiver pair of a
            `transfer.observed`, and of a `deposit.received` that gives its sender `from`. Empty for every other event: a
            deposit without `from` has no edge to draw, and a `withdrawal.requested` is not on chain yet (send its
            `transfer.observed` once it is broadcast).
    """

    id: str
    status: IngestEventResponseStatus
    transfer_ids: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status = self.status.value

        transfer_ids = self.transfer_ids

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "status": status,
                "transfer_ids": transfer_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        status = IngestEventResponseStatus(d.pop("status"))

        transfer_ids = cast(list[str], d.pop("transfer_ids"))

        ingest_event_response = cls(
            id=id,
            status=status,
            transfer_ids=transfer_ids,
        )

        ingest_event_response.additional_properties = d
        return ingest_event_response

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
