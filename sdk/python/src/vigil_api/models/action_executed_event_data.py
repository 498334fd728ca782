from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define

from ..models.action_executed_event_data_action import ActionExecutedEventDataAction
from ..models.action_executed_event_data_status import ActionExecutedEventDataStatus

if TYPE_CHECKING:
    from ..models.action_executed_event_data_reference import (
        ActionExecutedEventDataReference,
    )


T = TypeVar("T", bound="ActionExecutedEventData")


@_attrs_define
class ActionExecutedEventData:
    """
    Attributes:
        hold_id (str): The hold (`hold_…`).
        action (ActionExecutedEventDataAction): `hold`: placed; `release`: released through the API; `expire`: reached
            its `expires_at`.
        status (ActionExecutedEventDataStatus): The hold now.
        reference (ActionExecutedEventDataReference): The transaction the hold is on.
        threat_id (Union[None, str]): The threat that prompted the hold; null when none was given.
    """

    hold_id: str
    action: ActionExecutedEventDataAction
    status: ActionExecutedEventDataStatus
    reference: "ActionExecutedEventDataReference"
    threat_id: Union[None, str]

    def to_dict(self) -> dict[str, Any]:
        hold_id = self.hold_id

        action = self.action.value

        status = self.status.value

        reference = self.reference.to_dict()

        threat_id: Union[None, str]
        threat_id = self.threat_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hold_id": hold_id,
                "action": action,
                "status": status,
                "reference": reference,
                "threat_id": threat_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action_executed_event_data_reference import (
            ActionExecutedEventDataReference,
        )

        d = dict(src_dict)
        hold_id = d.pop("hold_id")

        action = ActionExecutedEventDataAction(d.pop("action"))

        status = ActionExecutedEventDataStatus(d.pop("status"))

        reference = ActionExecutedEventDataReference.from_dict(d.pop("reference"))

        def _parse_threat_id(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        threat_id = _parse_threat_id(d.pop("threat_id"))

        action_executed_event_data = cls(
            hold_id=hold_id,
            action=action,
            status=status,
            reference=reference,
            threat_id=threat_id,
        )

        return action_executed_event_data
