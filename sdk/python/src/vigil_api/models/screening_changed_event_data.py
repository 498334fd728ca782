from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..models.screening_changed_event_data_reason import ScreeningChangedEventDataReason
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.screening_changed_event_data_after import (
        ScreeningChangedEventDataAfter,
    )
    from ..models.screening_changed_event_data_before import (
        ScreeningChangedEventDataBefore,
    )


T = TypeVar("T", bound="ScreeningChangedEventData")


@_attrs_define
class ScreeningChangedEventData:
    """
    Attributes:
        chain (str): The canonical chain name.
        address (str): The address, normalised for its chain.
        screening_id (str): The screening that found the change (`scr_…`).
        reason (ScreeningChangedEventDataReason): `list`: a list import; `label`: a label added or removed; `transfer`:
            a transfer touching the address or its counterparties within the screening’s hops; `policy`: the risk policy;
            `chain`: a transfer read from a chain; `reorg`: a reorganisation of the chain removed transfers read from it
            (and the blocks that replaced them were read).
        before (ScreeningChangedEventDataBefore): The outcome last recorded.
        after (ScreeningChangedEventDataAfter): The outcome now.
        watch_id (Union[Unset, str]): The watch (`wch_…`).
    """

    chain: str
    address: str
    screening_id: str
    reason: ScreeningChangedEventDataReason
    before: "ScreeningChangedEventDataBefore"
    after: "ScreeningChangedEventDataAfter"
    watch_id: Union[Unset, str] = UNSET

    def to_dict(self) -> dict[str, Any]:
        chain = self.chain

        address = self.address

        screening_id = self.screening_id

        reason = self.reason.value

        before = self.before.to_dict()

        after = self.after.to_dict()

        watch_id = self.watch_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "chain": chain,
                "address": address,
                "screening_id": screening_id,
                "reason": reason,
                "before": before,
                "after": after,
            }
        )
        if watch_id is not UNSET:
            field_dict["watch_id"] = watch_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.screening_changed_event_data_after import (
            ScreeningChangedEventDataAfter,
        )
        from ..models.screening_changed_event_data_before import (
            ScreeningChangedEventDataBefore,
        )

        d = dict(src_dict)
        chain = d.pop("chain")

        address = d.pop("address")

        screening_id = d.pop("screening_id")

        reason = ScreeningChangedEventDataReason(d.pop("reason"))

        before = ScreeningChangedEventDataBefore.from_dict(d.pop("before"))

        after = ScreeningChangedEventDataAfter.from_dict(d.pop("after"))

        watch_id = d.pop("watch_id", UNSET)

        screening_changed_event_data = cls(
            chain=chain,
            address=address,
            screening_id=screening_id,
            reason=reason,
            before=before,
            after=after,
            watch_id=watch_id,
        )

        return screening_changed_event_data
