from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define

from ..models.screen_transaction_request_exposure_method import (
    ScreenTransactionRequestExposureMethod,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.screen_transaction_request_inputs_item import (
        ScreenTransactionRequestInputsItem,
    )
    from ..models.screen_transaction_request_outputs_item import (
        ScreenTransactionRequestOutputsItem,
    )


T = TypeVar("T", bound="ScreenTransactionRequest")


@_attrs_define
class ScreenTransactionRequest:
    """
    Attributes:
        chain (str):
        tx_hash (Union[Unset, str]): The transaction hash, in its chain’s form (400 otherwise).
        from_ (Union[Unset, str]):
        to (Union[Unset, str]):
        amount (Union[Unset, float, str]): In units of the asset. Decimal text such as "1.5" keeps every digit; a JSON
            number is read as the double it is.
        asset (Union[Unset, str]):
        value_usd (Union[Unset, float, str]): What it is worth in US dollars, if known.
        inputs (Union[Unset, list['ScreenTransactionRequestInputsItem']]):
        outputs (Union[Unset, list['ScreenTransactionRequestOutputsItem']]):
        exposure_method (Union[Unset, ScreenTransactionRequestExposureMethod]): How indirect exposure is counted
            (default: the service’s `VIGIL_SCREENING_EXPOSURE`, haircut).
        max_hops (Union[Unset, int]): How far funds are followed (default: the workspace’s risk policy, else
            `VIGIL_SCREENING_MAX_HOPS`, 3).
    """

    chain: str
    tx_hash: Union[Unset, str] = UNSET
    from_: Union[Unset, str] = UNSET
    to: Union[Unset, str] = UNSET
    amount: Union[Unset, float, str] = UNSET
    asset: Union[Unset, str] = UNSET
    value_usd: Union[Unset, float, str] = UNSET
    inputs: Union[Unset, list["ScreenTransactionRequestInputsItem"]] = UNSET
    outputs: Union[Unset, list["ScreenTransactionRequestOutputsItem"]] = UNSET
    exposure_method: Union[Unset, ScreenTransactionRequestExposureMethod] = UNSET
    max_hops: Union[Unset, int] = UNSET

    def to_dict(self) -> dict[str, Any]:
        chain = self.chain

        tx_hash = self.tx_hash

        from_ = self.from_

        to = self.to

        amount: Union[Unset, float, str]
        if isinstance(self.amount, Unset):
            amount = UNSET
        else:
            amount = self.amount

        asset = self.asset

        value_usd: Union[Unset, float, str]
        if isinstance(self.value_usd, Unset):
            value_usd = UNSET
        else:
            value_usd = self.value_usd

        inputs: Union[Unset, list[dict[str, Any]]] = UNSET
        if not isinstance(self.inputs, Unset):
            inputs = []
            for inputs_item_data in self.inputs:
                inputs_item = inputs_item_data.to_dict()
                inputs.append(inputs_item)

        outputs: Union[Unset, list[dict[str, Any]]] = UNSET
        if not isinstance(self.outputs, Unset):
            outputs = []
            for outputs_item_data in self.outputs:
                outputs_item = outputs_item_data.to_dict()
                outputs.append(outputs_item)

        exposure_method: Union[Unset, str] = UNSET
        if not isinstance(self.exposure_method, Unset):
            exposure_method = self.exposure_method.value

        max_hops = self.max_hops

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "chain": chain,
            }
        )
        if tx_hash is not UNSET:
            field_dict["tx_hash"] = tx_hash
        if from_ is not UNSET:
            field_dict["from"] = from_
        if to is not UNSET:
            field_dict["to"] = to
        if amount is not UNSET:
            field_dict["amount"] = amount
        if asset is not UNSET:
            field_dict["asset"] = asset
        if value_usd is not UNSET:
            field_dict["value_usd"] = value_usd
        if inputs is not UNSET:
            field_dict["inputs"] = inputs
        if outputs is not UNSET:
            field_dict["outputs"] = outputs
        if exposure_method is not UNSET:
            field_dict["exposure_method"] = exposure_method
        if max_hops is not UNSET:
            field_dict["max_hops"] = max_hops

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.screen_transaction_request_inputs_item import (
            ScreenTransactionRequestInputsItem,
        )
        from ..models.screen_transaction_request_outputs_item import (
            ScreenTransactionRequestOutputsItem,
        )

        d = dict(src_dict)
        chain = d.pop("chain")

        tx_hash = d.pop("tx_hash", UNSET)

        from_ = d.pop("from", UNSET)

        to = d.pop("to", UNSET)

        def _parse_amount(data: object) -> Union[Unset, float, str]:
            if isinstance(data, Unset):
                return data
            return cast(Union[Unset, float, str], data)

        amount = _parse_amount(d.pop("amount", UNSET))

        asset = d.pop("asset", UNSET)

        def _parse_value_usd(data: object) -> Union[Unset, float, str]:
            if isinstance(data, Unset):
                return data
            return cast(Union[Unset, float, str], data)

        value_usd = _parse_value_usd(d.pop("value_usd", UNSET))

        inputs = []
        _inputs = d.pop("inputs", UNSET)
        for inputs_item_data in _inputs or []:
            inputs_item = ScreenTransactionRequestInputsItem.from_dict(inputs_item_data)

            inputs.append(inputs_item)

        outputs = []
        _outputs = d.pop("outputs", UNSET)
        for outputs_item_data in _outputs or []:
            outputs_item = ScreenTransactionRequestOutputsItem.from_dict(
                outputs_item_data
            )

            outputs.append(outputs_item)

        _exposure_method = d.pop("exposure_method", UNSET)
        exposure_method: Union[Unset, ScreenTransactionRequestExposureMethod]
        if isinstance(_exposure_method, Unset):
            exposure_method = UNSET
        else:
            exposure_method = ScreenTransactionRequestExposureMethod(_exposure_method)

        max_hops = d.pop("max_hops", UNSET)

        screen_transaction_request = cls(
            chain=chain,
            tx_hash=tx_hash,
            from_=from_,
            to=to,
            amount=amount,
            asset=asset,
            value_usd=value_usd,
            inputs=inputs,
            outputs=outputs,
            exposure_method=exposure_method,
            max_hops=max_hops,
        )

        return screen_transaction_request
