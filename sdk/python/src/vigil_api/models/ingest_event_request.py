import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.custom_event_data import CustomEventData
    from ..models.deposit_received_data import DepositReceivedData
    from ..models.token_approval_data import TokenApprovalData
    from ..models.transfer_observed_data import TransferObservedData
    from ..models.withdrawal_requested_data import WithdrawalRequestedData


T = TypeVar("T", bound="IngestEventRequest")


@_attrs_define
class IngestEventRequest:
    """
    Attributes:
        type_ (str): A known type, or a custom one in dotted lower-case words (`custom.kyc_failed`).
        data (Union['CustomEventData', 'DepositReceivedData', 'TokenApprovalData', 'TransferObservedData',
            'WithdrawalRequestedData']): The event’s facts. For a known `type`, its schema: `transfer.observed` →
            TransferObservedData, `token.approval` → TokenApprovalData, `withdrawal.requested` → WithdrawalRequestedData,
            `deposit.received` → DepositReceivedData (unknown fields refused, chains and addresses checked and normalised).
            For any other type, any object, stored as sent.
        occurred_at (Union[Unset, datetime.datetime]): When it happened (default: now). Not in the future (beyond 5
            minutes of clock skew), and for the known types, which happen on a chain, not before 2009-01-03 (the first block
            of any chain Vigil screens): 400 otherwise. RFC 3339, UTC, milliseconds.
    """

    type_: str
    data: Union[
        "CustomEventData",
        "DepositReceivedData",
        "TokenApprovalData",
        "TransferObservedData",
        "WithdrawalRequestedData",
    ]
    occurred_at: Union[Unset, datetime.datetime] = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.deposit_received_data import DepositReceivedData
        from ..models.token_approval_data import TokenApprovalData
        from ..models.transfer_observed_data import TransferObservedData
        from ..models.withdrawal_requested_data import WithdrawalRequestedData

        type_ = self.type_

        data: dict[str, Any]
        if isinstance(self.data, TransferObservedData):
            data = self.data.to_dict()
        elif isinstance(self.data, TokenApprovalData):
            data = self.data.to_dict()
        elif isinstance(self.data, WithdrawalRequestedData):
            data = self.data.to_dict()
        elif isinstance(self.data, DepositReceivedData):
            data = self.data.to_dict()
        else:
            data = self.data.to_dict()

        occurred_at: Union[Unset, str] = UNSET
        if not isinstance(self.occurred_at, Unset):
            occurred_at = self.occurred_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "data": data,
            }
        )
        if occurred_at is not UNSET:
            field_dict["occurred_at"] = occurred_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.custom_event_data import CustomEventData
        from ..models.deposit_received_data import DepositReceivedData
        from ..models.token_approval_data import TokenApprovalData
        from ..models.transfer_observed_data import TransferObservedData
        from ..models.withdrawal_requested_data import WithdrawalRequestedData

        d = dict(src_dict)
        type_ = d.pop("type")

        def _parse_data(
            data: object,
        ) -> Union[
            "CustomEventData",
            "DepositReceivedData",
            "TokenApprovalData",
            "TransferObservedData",
            "WithdrawalRequestedData",
        ]:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_0 = TransferObservedData.from_dict(data)

                return data_type_0
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_1 = TokenApprovalData.from_dict(data)

                return data_type_1
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_2 = WithdrawalRequestedData.from_dict(data)

                return data_type_2
            except:  # noqa: E722
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_3 = DepositReceivedData.from_dict(data)

                return data_type_3
            except:  # noqa: E722
                pass
            if not isinstance(data, dict):
                raise TypeError()
            data_type_4 = CustomEventData.from_dict(data)

            return data_type_4

        data = _parse_data(d.pop("data"))

        _occurred_at = d.pop("occurred_at", UNSET)
        occurred_at: Union[Unset, datetime.datetime]
        if isinstance(_occurred_at, Unset):
            occurred_at = UNSET
        else:
            occurred_at = isoparse(_occurred_at)

        ingest_event_request = cls(
            type_=type_,
            data=data,
            occurred_at=occurred_at,
        )

        return ingest_event_request
